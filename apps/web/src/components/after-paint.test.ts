import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A visible page whose frames and idle periods the test hands out one by one. */
function visiblePage() {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  const frames: FrameRequestCallback[] = [];
  const idle: { callback: IdleRequestCallback; timeout?: number }[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) =>
    idle.push({ callback, timeout: options?.timeout }),
  );
  return { frames, idle };
}

describe('afterPaint', () => {
  it('resolves when the browser is idle after the second animation frame, not before', async () => {
    vi.useFakeTimers();
    const { frames, idle } = visiblePage();
    let done = false;
    void afterPaint().then(() => (done = true));

    frames.shift()!(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toHaveLength(0);
    // Frames keep coming while a time-sliced render goes on: they alone resolve nothing.
    frames.shift()!(16);
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    expect(idle).toHaveLength(1);
    // Waits no longer than a second for the idleness.
    expect(idle[0]!.timeout).toBe(1000);
    idle.shift()!.callback({ didTimeout: false, timeRemaining: () => 10 });
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('resolves in the next task after the second frame where the browser cannot tell idleness', async () => {
    vi.useFakeTimers();
    const { frames } = visiblePage();
    vi.stubGlobal('requestIdleCallback', undefined);
    let done = false;
    void afterPaint().then(() => (done = true));
    frames.shift()!(0);
    frames.shift()!(16);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('resolves in the next task in a hidden tab, which makes no frames', async () => {
    vi.useFakeTimers();
    const { frames } = visiblePage();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    let done = false;
    void afterPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(frames).toHaveLength(0);
  });
});
