const INTENTS = ['scroll', 'wheel', 'touchmove', 'keydown'] as const;

let intent: Promise<void> | undefined;

/**
 * Resolves at the user's first move towards more of the page: a scroll (of the page or of any part of
 * it), a wheel's turn, a finger's move, a key. What only the rest of the page needs (a chart's library
 * below a phone's first screen) can wait for it, instead of taking the main thread as the page loads.
 */
export function scrollIntent(): Promise<void> {
  return (intent ??= new Promise((resolve) => {
    const moved = () => {
      for (const name of INTENTS) window.removeEventListener(name, moved, true);
      resolve();
    };
    // Captured at the window: a scroll of an inner box does not bubble, but passes the window first.
    for (const name of INTENTS) window.addEventListener(name, moved, { capture: true, passive: true });
  }));
}
