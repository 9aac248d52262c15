import { useCallback } from 'react';
import { ApiRequestError } from '../api/http.ts';

/** A v4 UUID. `crypto.randomUUID` exists only on https and localhost; an intranet on plain http has this. */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// The server remembers a key for 24 hours (API.md); an older one would be applied as new anyway.
const KEY_LIFETIME_MS = 24 * 3600_000;

interface Unanswered {
  body: string;
  key: string;
  sentAt: number;
}

// Kept outside the modal: closing and reopening it after a lost answer must not make a second key.
const unanswered = new Map<string, Unanswered>();

/** Only for tests: forget requests whose answers were lost. */
export function forgetUnansweredRequests(): void {
  unanswered.clear();
}

/**
 * Sends a money-moving request under an Idempotency-Key (API.md). Every confirmed submission gets a
 * fresh key, except one thing: the same body sent again for the same `scope` after the answer was
 * lost (network down, timeout). That first request may have been applied, so the retry carries its
 * key and the server applies the two at most once. Any answer from the server ends the key.
 */
export function useIdempotentSend(scope: string) {
  return useCallback(
    async <T>(body: unknown, send: (key: string) => Promise<T>): Promise<T> => {
      const text = JSON.stringify(body);
      const last = unanswered.get(scope);
      const reuse = last && last.body === text && Date.now() - last.sentAt < KEY_LIFETIME_MS;
      const key = reuse ? last.key : newRequestKey();
      unanswered.set(scope, { body: text, key, sentAt: reuse ? last.sentAt : Date.now() });
      try {
        const answer = await send(key);
        unanswered.delete(scope);
        return answer;
      } catch (error) {
        if (error instanceof ApiRequestError) unanswered.delete(scope);
        throw error;
      }
    },
    [scope],
  );
}

/** True when the request got no answer at all, so it may or may not have been applied. */
export function isUnanswered(error: unknown): boolean {
  return !(error instanceof ApiRequestError);
}
