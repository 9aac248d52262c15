import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport.ts';

let report: (near: boolean, ratio?: number) => void = () => undefined;
const options: IntersectionObserverInit[] = [];

function Probe(props: Parameters<typeof useNearViewport>[1]) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, props);
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
          report = (isIntersecting, intersectionRatio = isIntersecting ? 1 : 0) =>
            callback([{ isIntersecting, intersectionRatio } as IntersectionObserverEntry], this as never);
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

  it('waits, when asked, for a share of the element to be on the screen', () => {
    render(<Probe margin="0px" share={0.25} />);
    expect(options[0]).toMatchObject({ rootMargin: '0px 0px', threshold: 0.25 });
    // Its top edge shows: not yet.
    act(() => report(true, 0.1));
    expect(screen.getByText('far')).toBeTruthy();
    act(() => report(true, 0.25));
    expect(screen.getByText('near')).toBeTruthy();
  });

  it('is true at once where the browser cannot tell (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
