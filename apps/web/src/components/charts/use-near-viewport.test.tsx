import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport.ts';

let report: (near: boolean) => void = () => undefined;
const options: IntersectionObserverInit[] = [];

function Probe() {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  return <div ref={box}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  beforeEach(() => {
    options.length = 0;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, init: IntersectionObserverInit) {
          options.push(init);
          report = (isIntersecting) =>
            callback([{ isIntersecting } as IntersectionObserverEntry], this as never);
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is false until the element comes within 200 px of the screen, then stays true', () => {
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    expect(options[0]?.rootMargin).toBe('200px 0px');
    act(() => report(false));
    expect(screen.getByText('far')).toBeTruthy();
    act(() => report(true));
    expect(screen.getByText('near')).toBeTruthy();
    // Scrolled away again: what was drawn stays drawn.
    act(() => report(false));
    expect(screen.getByText('near')).toBeTruthy();
  });

  it('is true at once where the browser cannot tell (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
