import { uiLanguages, type UiLanguage } from '@app/contracts/languages';

// Each language is named in itself, so a reader can find their own language whatever is showing.
export const languageNames: Record<UiLanguage, string> = {
  'zh-cn': '中文',
  en: 'English',
  vn: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
};

export const fallbackLanguage: UiLanguage = 'zh-cn';

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (uiLanguages as readonly string[]).includes(value);
}

/** Spec §1: the browser's language when it is one of ours, else zh-cn. */
export function languageFromBrowser(browserTags: readonly string[]): UiLanguage {
  for (const tag of browserTags) {
    const lower = tag.toLowerCase();
    const primary = lower.split('-')[0];
    if (primary === 'zh') return 'zh-cn';
    if (primary === 'en') return 'en';
    if (primary === 'vi') return 'vn';
    // "in" is the legacy code some platforms still report for Indonesian.
    if (primary === 'id' || primary === 'in') return 'id';
  }
  return fallbackLanguage;
}
