import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** The rows to render: from `start` up to, not including, `end`. */
export interface RowRange {
  start: number;
  end: number;
}

interface BoxView {
  scrollTop: number;
  /** The box's inner height, as last measured (or as declared, before the first measurement). */
  height: number;
}

/**
 * The rows a box shows at a scroll position, before overscan and before clamping to the list: every row
 * is `rowHeight` tall and the first starts `top` pixels down the scrolled content (under the header).
 */
export function shownRows(view: BoxView, rowHeight: number, top: number) {
  return {
    first: Math.floor((view.scrollTop - top) / rowHeight),
    last: Math.ceil((view.scrollTop + view.height - top) / rowHeight) - 1,
  };
}

/**
 * The rows to render: those the box shows plus the overscan on each side, always as many as the box can
 * show at any position (one more than fit, for a row cut at the top and one at the bottom) plus twice
 * the overscan. At the top of the list the overscan above is taken below, at the end it is taken above.
 * So a scroll changes which rows the elements show but never how many elements there are: no row is
 * built or removed while scrolling, as one was whenever the box went from cutting a row to not.
 */
export function rowRange(view: BoxView, count: number, rowHeight: number, overscan: number): RowRange {
  const { first } = shownRows(view, rowHeight, rowHeight);
  const size = Math.ceil(view.height / rowHeight) + 1 + 2 * overscan;
  const end = Math.min(count, Math.max(0, first - overscan) + size);
  return { start: Math.max(0, end - size), end };
}

interface RowWindowInputs {
  scrollRef: RefObject<HTMLElement | null>;
  count: number;
  enabled: boolean;
  /** Every row's height; a sticky header of the same height sits above the first row. */
  rowHeight: number;
  /** The box's height until it is measured (and where nothing measures, as in tests). */
  height: number;
  /** Rows rendered beyond each edge of the box. */
  overscan: number;
}

/**
 * The window of a long list of rows of one fixed height (spec §9's virtual scrolling): a row's place is
 * its index times the height, so nothing is computed per row, whatever the list's length. The box's
 * height comes from a ResizeObserver, never from a layout forced in the middle of a render. The
 * component renders again only when a scroll or a resize changes which rows are rendered, and a scroll's
 * render happens in the scroll event itself, so the frame that shows the new position shows its rows.
 */
export function useRowWindow({ scrollRef, count, enabled, rowHeight, height, overscan }: RowWindowInputs) {
  const [view, setView] = useState<BoxView>({ scrollTop: 0, height });
  // The latest position and height, including those that changed no row and so rendered nothing.
  const latest = useRef(view);

  useEffect(() => {
    const element = scrollRef.current;
    if (!enabled || !element) return undefined;
    const update = (next: BoxView, sync: boolean) => {
      // The rows rendered follow from the first row shown and how many rows the box can show.
      const before = latest.current;
      latest.current = next;
      if (
        shownRows(before, rowHeight, rowHeight).first === shownRows(next, rowHeight, rowHeight).first &&
        Math.ceil(before.height / rowHeight) === Math.ceil(next.height / rowHeight)
      )
        return;
      if (sync) flushSync(() => setView(next));
      else setView(next);
    };
    const onScroll = () => update({ ...latest.current, scrollTop: element.scrollTop }, true);
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => {
            const measured = entry?.contentRect.height ?? 0;
            // 0 is a box not laid out (a kept-alive screen behind another tab): it keeps its last rows.
            if (measured > 0) update({ ...latest.current, height: measured }, false);
          });
    observer?.observe(element);
    // A box shown again (a kept-alive screen) may keep the position it had.
    update({ ...latest.current, scrollTop: element.scrollTop }, false);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [scrollRef, enabled, rowHeight]);

  /** Scrolls the least distance that shows the row whole, below the header. */
  const scrollToIndex = useCallback(
    (index: number) => {
      const element = scrollRef.current;
      if (!element) return;
      const rowTop = index * rowHeight;
      const { scrollTop, clientHeight } = element;
      if (rowTop < scrollTop) element.scrollTop = rowTop;
      else if (rowTop + 2 * rowHeight > scrollTop + clientHeight)
        element.scrollTop = rowTop + 2 * rowHeight - clientHeight;
    },
    [scrollRef, rowHeight],
  );

  return { range: rowRange(view, count, rowHeight, overscan), scrollToIndex };
}
