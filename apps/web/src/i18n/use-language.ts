import { useCallback } from 'react';
import type { UiLanguage } from '@app/contracts/languages';
import { useSettings } from '../stores/settings.ts';
import { applyLanguage } from './index.ts';

/** The UI language and a switch that needs no reload: texts, antd's locale and dates change together. */
export function useLanguage() {
  const language = useSettings((s) => s.language);
  const change = useSettings((s) => s.change);
  const switchTo = useCallback(
    async (next: UiLanguage) => {
      await applyLanguage(next);
      change('language', next);
    },
    [change],
  );
  return { language, switchTo };
}
