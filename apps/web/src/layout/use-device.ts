import { useEffect, useSyncExternalStore } from 'react';
import { useAppStore } from '../stores/app.ts';

// Below this width the sidebar becomes a drawer (the breakpoint the spec's template uses).
const MOBILE_MAX_WIDTH = 992;

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const isNarrow = () => window.innerWidth < MOBILE_MAX_WIDTH;

/** Keeps the app store's device in step with the window; entering mobile closes the sidebar at once. */
export function useDeviceTracking(): void {
  const narrow = useSyncExternalStore(subscribe, isNarrow, () => false);
  useEffect(() => {
    const { setDevice, closeSidebar } = useAppStore.getState();
    setDevice(narrow ? 'mobile' : 'desktop');
    if (narrow) closeSidebar(true);
  }, [narrow]);
}
