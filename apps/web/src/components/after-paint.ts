import { lazy, type ComponentType } from 'react';

/**
 * Resolves once the frame now being made is on screen: the next frame has begun (a second animation
 * frame), then its task. What waits on it (a chart library's download and start) never delays the
 * paint of what the page already has. Where frames never come (a hidden tab, tests without layout), a
 * timer stands in.
 */
export function afterPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, fallbackMs);
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          clearTimeout(fallback);
          resolve();
        }, 0),
      ),
    );
  });
}

/**
 * A component loaded, like React's `lazy`, on first render, but only once the frame being made is on
 * screen: a heavy part of a page (a chart library, a date picker) then never holds back the paint of
 * the words around it. `load` answers the component itself.
 */
export function lazyAfterPaint<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() =>
    afterPaint()
      .then(load)
      .then((component) => ({ default: component })),
  );
}
