import { useEffect, type RefObject } from 'react';

// A wheel's lines and pages in pixels, for a mouse that reports them so (DOM_DELTA_LINE, DOM_DELTA_PAGE).
const LINE_PX = 16;

/**
 * A mouse wheel turned over a strip that only scrolls sideways (the open pages' tabs) scrolls it
 * sideways: its scroll bar is hidden, and a mouse without a sideways wheel reached no tab beyond its edge.
 */
export function useWheelSideways(element: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const strip = element.current;
    if (!strip) return undefined;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaX !== 0 || event.deltaY === 0 || event.ctrlKey) return;
      if (strip.scrollWidth <= strip.clientWidth) return;
      const unit =
        event.deltaMode === WheelEvent.DOM_DELTA_LINE
          ? LINE_PX
          : event.deltaMode === WheelEvent.DOM_DELTA_PAGE
            ? strip.clientWidth
            : 1;
      strip.scrollLeft += event.deltaY * unit;
      event.preventDefault();
    };
    // Not passive: the page itself must not scroll while the wheel moves the tabs.
    strip.addEventListener('wheel', onWheel, { passive: false });
    return () => strip.removeEventListener('wheel', onWheel);
  }, [element]);
}
