import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultSettings, useSettings } from '../stores/settings.ts';

/** The default title is shown in the reader's language; a title set by the deployment is shown as is. */
export function useAppTitle(): string {
  const { t } = useTranslation();
  const title = useSettings((s) => s.title);
  return title === defaultSettings.title ? t('app.title') : title;
}

export function useDocumentTitle(pageTitle?: string): void {
  const appTitle = useAppTitle();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${appTitle}` : appTitle;
  }, [pageTitle, appTitle]);
}
