import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { showInfoToast, showSuccessToast } from './feedback.ts';

/** What a change tells the admin once it is made: a success, or (a request left for approval) a note. */
export type WriteNotice = string | { info: string };

export interface WriteEffects<Answer> {
  /** The notice, or one made from the answer; none when the screen shows the outcome itself. */
  notice?: WriteNotice | ((answer: Answer) => WriteNotice);
  /** What the screen does with the answer before the lists refresh: close its dialog, keep the answer. */
  then?: (answer: Answer) => void;
  /** The caches the change makes stale: refetched before the write is done. */
  stale: readonly QueryKey[];
}

/** Refetches the caches a change made stale (also after a refusal that says the screen is out of date). */
export function useRefresh() {
  const client = useQueryClient();
  return useCallback(
    async (stale: readonly QueryKey[]) => {
      await Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    [client],
  );
}

/**
 * The one way a screen makes a change: send it (a plain call, or an idempotent one for money), say that it
 * was made, let the screen act on the answer, and refresh what it made stale. A failure is thrown to the
 * caller as it came: the request layer has said it, and a form puts a 422 on its fields.
 */
export function useWrite() {
  const refresh = useRefresh();
  return useCallback(
    async <Answer>(send: () => Promise<Answer>, effects: WriteEffects<Answer>): Promise<Answer> => {
      const answer = await send();
      const notice = typeof effects.notice === 'function' ? effects.notice(answer) : effects.notice;
      if (typeof notice === 'string') showSuccessToast(notice);
      else if (notice) showInfoToast(notice.info);
      effects.then?.(answer);
      await refresh(effects.stale);
      return answer;
    },
    [refresh],
  );
}
