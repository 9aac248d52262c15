import { useEffect } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { useSettings } from './stores/settings.ts';

/**
 * The root holds only the router: antd arrives with the shell, so the login page stays small
 * (bench/login-bundle.mjs). Plain CSS (login page, progress bar) follows the theme through variables.
 */
export function AppRoot({ router }: { router: DataRouter }) {
  const themeColor = useSettings((s) => s.themeColor);
  const mode = useSettings((s) => s.theme);
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--app-primary', themeColor);
    root.dataset.theme = mode;
  }, [themeColor, mode]);
  return <RouterProvider router={router} />;
}
