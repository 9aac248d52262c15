import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

// Longest a wait for the browser to be idle lasts: a page that never rests still gets what waits.
const IDLE_WAIT_MS = 1000;

/** Runs `callback` when the browser next has nothing to do (in the next task where it cannot tell). */
function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: IDLE_WAIT_MS });
  else setTimeout(callback, 0);
}

/**
 * Resolves once what the page is making is on screen: two animation frames have begun, then the browser
 * is idle. The wait for idleness matters: a first screen's render yields to the browser every few
 * milliseconds, so frames pass while it is still being made, and what waited for two frames alone (a
 * chart library's or a date picker's download and start) began before the words around it were painted.
 * A hidden tab makes no frames: there it resolves in the next task.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible') {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => requestAnimationFrame(() => whenIdle(resolve)));
  });
}

/**
 * A component loaded only once the screen that first shows it is painted: a heavy part of a page (a chart
 * library, a date picker) then never holds back the paint of the words around it. Until then, and while
 * it loads, its `fallback` holds its place. The wait begins when the fallback is on the page (an effect),
 * not when it is first rendered: a first screen's render can pause for data or scripts, and the browser
 * is then idle with nothing painted yet. Once loaded, later uses show it at once. `load` answers the
 * component itself.
 */
export function lazyAfterPaint<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let painted = false;
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function AfterPaint({ fallback, ...props }: Props & { fallback: ReactNode }) {
    const [show, setShow] = useState(painted);
    useEffect(() => {
      if (show) return undefined;
      let mounted = true;
      void afterPaint().then(() => {
        painted = true;
        if (mounted) setShow(true);
      });
      return () => {
        mounted = false;
      };
    }, [show]);
    if (!show) return fallback;
    return createElement(Suspense, { fallback }, createElement(Loaded, props as unknown as Props));
  };
}
