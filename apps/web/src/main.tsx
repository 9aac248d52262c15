import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from './api/http.ts';
import { configureServerEvents } from './api/server-events-hub.ts';
import { AppRoot } from './app.tsx';
import { showErrorToast, showReloginDialog } from './components/feedback.ts';
import { applyLanguage } from './i18n/index.ts';
import { createAppRouter } from './router/index.ts';
import { clearAccessToken, readAccessToken } from './stores/access-token.ts';
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

const router = createAppRouter();

// Texts first, so the first paint is already in the user's language.
void applyLanguage(useSettings.getState().language).finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppRoot router={router} />
    </StrictMode>,
  );
});
