import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/http.ts';

/**
 * A throttled sign-in's "try again in N seconds" (API.md: 429 with Retry-After), counting down each
 * second and gone at zero. The server's own sentence keeps the number it was sent with.
 */
export function useRetryCountdown(): {
  /** The wait left, in the user's language; undefined once it is over. */
  message: string | undefined;
  /** True once the number has gone down: screen readers heard it when it appeared, not every second. */
  announced: boolean;
  /** Counts down a throttled answer's wait (true), or ends the count on any other answer from the server. */
  countFrom: (error: unknown) => boolean;
} {
  const { t } = useTranslation();
  const [clock, setClock] = useState({ until: 0, now: 0, wait: 0 });
  const seconds = Math.ceil((clock.until - clock.now) / 1000);

  useEffect(() => {
    const left = clock.until - clock.now;
    if (left <= 0) return;
    // Wakes when the shown number changes, reading the time afresh: a background tab's late timer
    // still shows the right number.
    const timer = setTimeout(() => setClock((c) => ({ ...c, now: Date.now() })), left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [clock]);

  const countFrom = useCallback((error: unknown) => {
    if (!(error instanceof ApiRequestError)) return false;
    const wait = (error.status === 429 && error.retryAfterSeconds) || 0;
    const now = Date.now();
    setClock({ until: now + wait * 1000, now, wait });
    return wait > 0;
  }, []);

  return {
    message: seconds > 0 ? t('login.throttled', { seconds }) : undefined,
    announced: seconds < clock.wait,
    countFrom,
  };
}
