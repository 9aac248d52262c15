import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { askEarly, sessionReads } from './api/early-reads.ts';
import { configureHttp } from './api/http.ts';
import { configureServerEvents } from './api/server-events-hub.ts';
import { AppRoot } from './app.tsx';
import { showErrorToast, showReloginDialog } from './components/feedback.ts';
import { nextTask } from './components/next-task.ts';
import { applyLanguage } from './i18n/index.ts';
import { DASHBOARD_PATH } from './router/dashboard-route.ts';
import { LOGIN_PATH } from './router/guard.ts';
import { createAppRouter } from './router/index.ts';
import { clearAccessToken, isSignedIn, readAccessToken } from './stores/access-token.ts';
import { useSession } from './stores/session.ts';
import { useSettings } from './stores/settings.ts';
import './styles/global.css';

configureHttp({
  getToken: readAccessToken,
  getLanguage: () => useSettings.getState().language,
  showError: showErrorToast,
  showReloginDialog,
  relogin: () => {
    clearAccessToken();
    window.location.hash = '#/login';
    window.location.reload();
  },
  isSessionLoaded: () => useSession.getState().loaded,
});

configureServerEvents({ getToken: readAccessToken });

/**
 * A signed-in visit (a reload, a bookmark) needs the session's reads, the shell with its texts and the
 * page, which the routes would fetch one after another; asked for here they come side by side. The
 * sign-in page fetches none of them. The page's preload script (vite-signed-in-preload.ts) has fetched the
 * same scripts already, on the same rule (a stored token, not the sign-in path; the dashboard on / too).
 */
function warmSignedInPath(): void {
  const path = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
  if (!isSignedIn() || path === LOGIN_PATH) return;
  const { language } = useSettings.getState();
  askEarly(Object.values(sessionReads));
  void import('./router/load-session.ts');
  void import('./layout/shell.tsx');
  void import('./i18n/component-locales.ts').then((m) => m.activateComponentLocales(language));
  void import('./i18n/area-texts.ts').then((m) => m.activateAreaTexts(language));
  if (path === '/' || path === DASHBOARD_PATH)
    void import('./pages/dashboard/warm-up.ts').then((m) => m.prefetchOpeningDashboard());
}

/**
 * The router's first navigation settled: the signed-in page with its session, or the sign-in page.
 * Until then the router renders nothing, and the router's view (RouterProvider) takes the state it is
 * created with and hears of changes only once it is on the page: a first render that yields to the
 * browser (below) must not begin before that first navigation has settled, or it would miss it.
 */
function settled(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The app's start, cut into tasks of its own (nextTask): run as one, the session's and page's requests,
 * the router, the texts and the first render held the main thread for a long task on a phone, which
 * every tap and key waited for. The requests go first, so the answers come while the rest runs.
 */
async function start(): Promise<void> {
  warmSignedInPath();
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  // Texts first, so the first paint is already in the user's language. A signed-in visit's first render
  // builds the whole shell and page: as a transition it yields to the browser every few milliseconds
  // instead of holding it for the whole tree.
  await Promise.all([applyLanguage(useSettings.getState().language).catch(() => undefined), settled(router)]);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppRoot router={router} />
      </StrictMode>,
    ),
  );
}

void start();
