import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyAfterPaint } from './after-paint.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A visible page whose animation frames and idle periods the test runs when it chooses. */
function visiblePage() {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  const waiting: (() => void)[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => waiting.push(() => callback(0)));
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
    waiting.push(() => callback({ didTimeout: false, timeRemaining: () => 10 })),
  );
  /** Runs every frame and idle period asked for, and those they ask for in turn. */
  return async () => {
    while (waiting.length > 0) await act(async () => waiting.shift()!());
  };
}

describe('lazyAfterPaint', () => {
  it('loads only once its place is on the page and painted, not while the screen is still being made', async () => {
    const runFrames = visiblePage();
    const load = vi.fn(async () => (props: { name: string }) => <p>chart of {props.name}</p>);
    const Chart = lazyAfterPaint(load);
    // Another part of the same screen waits for its data: nothing of the screen is on the page yet.
    let answer!: (value: string) => void;
    const data = new Promise<string>((resolve) => (answer = resolve));
    const Figures = lazy(() => data.then((text) => ({ default: () => <p>{text}</p> })));
    render(
      <Suspense fallback={<p>loading the screen</p>}>
        <Figures />
        <Chart name="money" fallback={<p>chart coming</p>} />
      </Suspense>,
    );
    await runFrames();
    expect(screen.getByText('loading the screen')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    await act(async () => answer('120 members'));
    expect(await screen.findByText('120 members')).toBeTruthy();
    expect(screen.getByText('chart coming')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    await runFrames();
    expect(await screen.findByText('chart of money')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows at once where it was loaded before', async () => {
    const runFrames = visiblePage();
    const Chart = lazyAfterPaint(async () => () => <p>drawn</p>);
    const first = render(<Chart fallback={<p>coming</p>} />);
    await runFrames();
    await screen.findByText('drawn');
    first.unmount();
    render(<Chart fallback={<p>coming</p>} />);
    expect(screen.getByText('drawn')).toBeTruthy();
  });
});
