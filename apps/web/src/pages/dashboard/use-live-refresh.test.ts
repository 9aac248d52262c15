import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerEventsListener } from '../../api/server-events-hub.ts';
import type { ServerEventType } from '../../api/server-events.ts';
import { LIVE_REFRESH_GAP_MS, useLiveRefresh, type ShownFigures } from './use-live-refresh.ts';

const line = vi.hoisted(() => ({ listeners: new Set<ServerEventsListener>() }));

vi.mock('../../api/server-events-hub.ts', () => ({
  subscribeToServerEvents: (listener: ServerEventsListener) => {
    line.listeners.add(listener);
    return () => line.listeners.delete(listener);
  },
}));

const say = (type: ServerEventType) => line.listeners.forEach((l) => l.onEvent({ type, data: {} }));

describe('live refresh of the dashboard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes after an investment or withdrawal event, at most once in 5 seconds', () => {
    const refresh = vi.fn();
    renderHook(() => useLiveRefresh(refresh, { asOf: undefined, fetchedAt: 0 }));

    say('investment.created');
    vi.advanceTimersByTime(0);
    expect(refresh).toHaveBeenCalledTimes(1);

    // A burst within the 5 s: one refresh when they are up, not one each.
    say('withdrawal.created');
    say('investment.settled');
    say('withdrawal.reviewed');
    vi.advanceTimersByTime(LIVE_REFRESH_GAP_MS - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(2);

    // Quiet for longer than the gap: the next event refreshes at once again.
    vi.advanceTimersByTime(10_000);
    say('investment.created');
    vi.advanceTimersByTime(0);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('refreshes after the line comes back, as events may have been missed', () => {
    const refresh = vi.fn();
    renderHook(() => useLiveRefresh(refresh, { asOf: undefined, fetchedAt: 0 }));
    line.listeners.forEach((l) => l.onReconnect?.());
    vi.advanceTimersByTime(0);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stops listening, and drops a refresh still waiting, when the page is hidden or closed', () => {
    const refresh = vi.fn();
    const { unmount } = renderHook(() => useLiveRefresh(refresh, { asOf: undefined, fetchedAt: 0 }));
    say('investment.created');
    vi.advanceTimersByTime(0);
    say('investment.created');
    unmount();
    vi.advanceTimersByTime(LIVE_REFRESH_GAP_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(line.listeners.size).toBe(0);
  });

  it('asks again while the answer holds figures from before the event, a few times at most', () => {
    const refresh = vi.fn();
    const { rerender } = renderHook((shown: ShownFigures) => useLiveRefresh(refresh, shown), {
      initialProps: { asOf: new Date(Date.now() - 60_000).toISOString(), fetchedAt: 1 },
    });
    say('investment.created');
    vi.advanceTimersByTime(0);
    expect(refresh).toHaveBeenCalledTimes(1);

    // The server still had figures of 8 s ago: asked again when the 5 s are up.
    const stale = new Date(Date.now() - 8000).toISOString();
    rerender({ asOf: stale, fetchedAt: 2 });
    vi.advanceTimersByTime(LIVE_REFRESH_GAP_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    // Figures made after the event: no more.
    rerender({ asOf: new Date().toISOString(), fetchedAt: 3 });
    vi.advanceTimersByTime(3 * LIVE_REFRESH_GAP_MS);
    expect(refresh).toHaveBeenCalledTimes(2);

    // A server whose figures never catch up (or whose clock is behind) is asked six more times, not forever.
    say('withdrawal.created');
    for (let fetched = 4; fetched < 14; fetched++) {
      vi.advanceTimersByTime(LIVE_REFRESH_GAP_MS);
      rerender({ asOf: stale, fetchedAt: fetched });
    }
    vi.advanceTimersByTime(3 * LIVE_REFRESH_GAP_MS);
    expect(refresh).toHaveBeenCalledTimes(2 + 1 + 6);
  });
});
