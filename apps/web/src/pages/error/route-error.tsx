import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Shown when a screen's code cannot be loaded (an outdated tab after a deploy, a dropped network). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    // Left in the console for whoever investigates; the page itself only offers a reload.
    console.error(error);
  }, [error]);
  return (
    <main role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <p>{t('error.loadFailed')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </main>
  );
}
