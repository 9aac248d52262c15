import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useWheelSideways } from './use-wheel-sideways.ts';

function Strip({ overflows }: { overflows: boolean }) {
  const strip = useRef<HTMLDivElement>(null);
  useWheelSideways(strip);
  return (
    <div
      ref={(element) => {
        strip.current = element;
        if (!element) return;
        // The test's DOM lays nothing out: the strip's widths as a browser would measure them.
        Object.defineProperty(element, 'clientWidth', { value: 300, configurable: true });
        Object.defineProperty(element, 'scrollWidth', { value: overflows ? 900 : 300, configurable: true });
      }}
      data-testid="strip"
    />
  );
}

const wheel = (init: WheelEventInit) => new WheelEvent('wheel', { cancelable: true, bubbles: true, ...init });

describe('useWheelSideways', () => {
  it('scrolls a strip wider than its box sideways with the wheel, and keeps the page from scrolling', () => {
    const { getByTestId } = render(<Strip overflows />);
    const strip = getByTestId('strip');
    const down = wheel({ deltaY: 120 });
    strip.dispatchEvent(down);
    expect(strip.scrollLeft).toBe(120);
    expect(down.defaultPrevented).toBe(true);
    strip.dispatchEvent(wheel({ deltaY: 3, deltaMode: WheelEvent.DOM_DELTA_LINE }));
    expect(strip.scrollLeft).toBe(168);
  });

  it('leaves the wheel to the page when the strip fits, and a sideways wheel to the browser', () => {
    const { getByTestId, unmount } = render(<Strip overflows={false} />);
    const fits = wheel({ deltaY: 120 });
    getByTestId('strip').dispatchEvent(fits);
    expect(fits.defaultPrevented).toBe(false);
    unmount();
    render(<Strip overflows />);
    const sideways = wheel({ deltaX: 40, deltaY: 5 });
    getByTestIdLast().dispatchEvent(sideways);
    expect(sideways.defaultPrevented).toBe(false);
  });
});

const getByTestIdLast = () => document.querySelector<HTMLElement>('[data-testid="strip"]')!;
