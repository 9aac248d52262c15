import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

// One query list for the page's life; where there is none (tests without a window API), no preference.
const media = typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;

function subscribe(changed: () => void): () => void {
  media?.addEventListener('change', changed);
  return () => media?.removeEventListener('change', changed);
}

const reduced = () => media?.matches ?? false;

/** Whether the system asks for less motion (an accessibility setting); follows it as it changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced);
}
