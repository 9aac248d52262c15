import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterPaint', () => {
  it('resolves in the task after the second animation frame, not before', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let done = false;
    void afterPaint(10_000).then(() => (done = true));

    frames.shift()!(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    frames.shift()!(16);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('resolves after its fallback time where no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    let done = false;
    void afterPaint(100).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
