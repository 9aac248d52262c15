import { createContext, useContext, useEffect, useState, type RefObject } from 'react';

/** Narrower than this (a phone held upright) the grid is compact. */
export const COMPACT_GRID_WIDTH = 576;

export const CompactGridContext = createContext(false);

/**
 * For a column's `render`: whether the grid is compact, so a cell can fold what would not fit (a row's
 * actions into one menu). Columns with a `compactWidth` take it meanwhile.
 */
export function useGridCompact(): boolean {
  return useContext(CompactGridContext);
}

/** Follows the element's width: true while it is laid out narrower than COMPACT_GRID_WIDTH. */
export function useCompactWidth(ref: RefObject<HTMLElement | null>): boolean {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      // 0 is a grid not laid out (a kept-alive screen behind another tab): it keeps its last answer.
      if (width > 0) setCompact(width < COMPACT_GRID_WIDTH);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return compact;
}
