import { useEffect, useState, type RefObject } from 'react';

export interface NearViewportOptions {
  /** How far outside the screen counts as near (`200px`; `0px`: on the screen). */
  margin?: string;
  /** The share of the element that must be within that distance (0: any of it). */
  share?: number;
}

/**
 * True once the element has come near the viewport (within `margin`, by at least `share` of itself), and
 * from then on: a chart far down a phone's page costs nothing until the user scrolls towards it.
 */
export function useNearViewport(
  element: RefObject<Element | null>,
  { margin = '200px', share = 0 }: NearViewportOptions = {},
): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= share)) setNear(true);
      },
      { rootMargin: `${margin} 0px`, threshold: share },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, share, near]);
  return near;
}
