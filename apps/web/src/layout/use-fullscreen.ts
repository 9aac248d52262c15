import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const isFullscreen = () => document.fullscreenElement !== null;

/** Whether the page fills the screen, following Esc and the browser's own controls too. */
export function useFullscreen(): { active: boolean; toggle: () => void } {
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const toggle = useCallback(() => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    // Browsers refuse without a user gesture or in some frames; the screen simply stays as it is.
    change.catch(() => undefined);
  }, []);
  return { active, toggle };
}
