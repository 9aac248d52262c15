import { useEffect, useSyncExternalStore } from 'react';
import { useAppStore } from '../stores/app.ts';
import { MOBILE_MAX_WIDTH } from './device-width.ts';

// Reading the window's width makes the browser lay the page out first; the shell reads the device on
// every render, so the width is read once and again only after a resize (this listener comes before the
// subscribers', being added as the module loads).
let narrow: boolean | null = null;
window.addEventListener('resize', () => {
  narrow = null;
});
const isNarrow = () => (narrow ??= window.innerWidth < MOBILE_MAX_WIDTH);

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * Sets the device from the window as it is now. Called as the shell loads, so that a phone's first paint
 * is already the phone's frame: measured only after mounting, the desktop frame would be rendered first,
 * then the whole shell again.
 */
export function measureDevice(): void {
  const narrow = isNarrow();
  const { device, setDevice, closeSidebar } = useAppStore.getState();
  if ((device === 'mobile') === narrow) return;
  setDevice(narrow ? 'mobile' : 'desktop');
  if (narrow) closeSidebar(true);
}

/** Keeps the app store's device in step with the window; entering mobile closes the sidebar at once. */
export function useDeviceTracking(): void {
  const narrow = useSyncExternalStore(subscribe, isNarrow, () => false);
  useEffect(() => {
    const { setDevice, closeSidebar } = useAppStore.getState();
    setDevice(narrow ? 'mobile' : 'desktop');
    if (narrow) closeSidebar(true);
  }, [narrow]);
}
