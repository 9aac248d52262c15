import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Texts stored on the server (dictionary names and labels) that are i18n keys where seeded
 * ('dict.withdrawal_status.pending') and plain text where staff typed them. A dictionary's own name
 * ('dict.withdrawal_status') sits beside its labels, as `<key>.title`.
 */
export function useStoredText(): (text: string) => string {
  const { i18n } = useTranslation();
  const { language } = i18n;
  return useCallback(
    (text: string) => {
      const lookup = (key: string) => {
        const found: unknown = i18n.getResource(language, 'translation', key);
        return typeof found === 'string' ? found : undefined;
      };
      return lookup(text) ?? lookup(`${text}.title`) ?? text;
    },
    [i18n, language],
  );
}
