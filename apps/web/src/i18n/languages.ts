import { uiLanguages, type UiLanguage } from '@app/contracts/languages';

// Each language is named in itself, so a reader can find their own language whatever is showing.
export const languageNames: Record<UiLanguage, string> = {
  'zh-cn': '中文',
  en: 'English',
  vn: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
};

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (uiLanguages as readonly string[]).includes(value);
}
