import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Menu titles are keys under `route`; a title typed by staff in menu management has none and shows as is. */
export function useRouteTitle(): (title: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (title: string) => (i18n.exists(`route.${title}`) ? t(`route.${title}`) : title),
    [t, i18n],
  );
}
