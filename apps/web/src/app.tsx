import { FastColor } from '@ant-design/fast-color';
import { useEffect } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { readableShade, WHITE } from './components/readable-shade.ts';
import { useSettings } from './stores/settings.ts';

// The sign-in page's surfaces its links sit on: the darker end of its light gradient, the dark card.
const LIGHT_PAGE = new FastColor('#f0f5ff');
const DARK_PAGE = new FastColor('#1f1f1f');

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
    // What carries text in the theme colour takes its nearest readable shade (decision 0011): under a
    // white label, and as words on the sign-in page's pale or dark surface.
    root.style.setProperty('--app-primary-solid', readableShade(themeColor, WHITE));
    root.style.setProperty(
      '--app-primary-text',
      readableShade(themeColor, mode === 'dark' ? DARK_PAGE : LIGHT_PAGE),
    );
    root.dataset.theme = mode;
  }, [themeColor, mode]);
  return <RouterProvider router={router} />;
}
