import { useEffect, useEffectEvent, useRef } from 'react';
import { subscribeToServerEvents } from '../../api/server-events-hub.ts';
import type { ServerEvent } from '../../api/server-events.ts';

/** The least time between two refreshes the server's events cause (at most one in 5 s). */
export const LIVE_REFRESH_GAP_MS = 5000;
// The server keeps figures up to 10 s, and computing new ones can take seconds on a busy embedded
// database: asking again for up to 30 s reaches figures made after the event.
const FOLLOW_UPS = 6;

const movesFigures = (event: ServerEvent) => /^(investment|withdrawal)\./.test(event.type);

/** The figures shown: when they were true, and when they were fetched (a new answer every fetch). */
export interface ShownFigures {
  asOf: string | undefined;
  fetchedAt: number;
}

/**
 * While the page is shown, calls `refresh` after an investment or withdrawal event (or a reconnection,
 * which may have missed some): at once if the last such refresh is 5 s old, else when it will be,
 * once for however many events came in between. An answer whose figures predate the event is asked
 * for again, a few times at most.
 */
export function useLiveRefresh(refresh: () => void, shown: ShownFigures): void {
  const onRefresh = useEffectEvent(refresh);
  const schedule = useRef<(() => void) | null>(null);
  // Set when an event is heard: since when the figures are stale, and how many more times to ask.
  const awaited = useRef<{ since: number; left: number } | null>(null);

  useEffect(() => {
    let last = Number.NEGATIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      if (timer !== undefined) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          last = Date.now();
          onRefresh();
        },
        Math.max(0, last + LIVE_REFRESH_GAP_MS - Date.now()),
      );
    };
    const heard = () => {
      awaited.current = { since: Date.now(), left: FOLLOW_UPS };
      later();
    };
    schedule.current = later;
    const stop = subscribeToServerEvents({
      onEvent: (event) => {
        if (movesFigures(event)) heard();
      },
      onReconnect: heard,
    });
    return () => {
      stop();
      clearTimeout(timer);
      schedule.current = null;
    };
  }, []);

  const { asOf, fetchedAt } = shown;
  useEffect(() => {
    const wait = awaited.current;
    if (!asOf || !wait || !fetchedAt) return;
    if (Date.parse(asOf) >= wait.since || wait.left === 0) {
      awaited.current = null;
      return;
    }
    wait.left -= 1;
    schedule.current?.();
  }, [asOf, fetchedAt]);
}
