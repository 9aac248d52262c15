import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { apiLanguageOf, type UiLanguage } from '@app/contracts/languages';
import { REQUEST_LANGUAGES_KEY } from '../api/request-texts.ts';
import type { Messages } from './zh-cn/index.ts';

// Only the language in use is downloaded; the others load when the user switches to them.
const messageLoaders: Record<UiLanguage, () => Promise<Messages>> = {
  'zh-cn': () => import('./zh-cn/index.ts').then((m) => m.zhCn),
  en: () => import('./en/index.ts').then((m) => m.en),
  vn: () => import('./vn/index.ts').then((m) => m.vn),
  id: () => import('./id/index.ts').then((m) => m.id),
};

type LanguageHook = (language: UiLanguage) => Promise<void>;
// Parts loaded later (antd's and dayjs's locales, with the shell) join every language switch.
const languageHooks: LanguageHook[] = [];

export function alsoOnLanguageChange(hook: LanguageHook): void {
  if (!languageHooks.includes(hook)) languageHooks.push(hook);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  fallbackLng: false,
  // Our codes are lower case ('zh-cn'); without this i18next would look for 'zh-CN'.
  lowerCaseLng: true,
  interpolation: { escapeValue: false },
  initAsync: false,
});

const loadedMessages = new Set<UiLanguage>();

async function loadMessages(language: UiLanguage): Promise<void> {
  if (loadedMessages.has(language)) return;
  // Deep merge: the screens' texts (area-texts.ts) may have joined this namespace first.
  i18n.addResourceBundle(language, 'translation', await messageLoaders[language](), true, true);
  loadedMessages.add(language);
}

/** Switches every text of the app, without a reload (spec §1). */
export async function applyLanguage(language: UiLanguage): Promise<void> {
  await Promise.all([loadMessages(language), ...languageHooks.map((hook) => hook(language))]);
  await i18n.changeLanguage(language);
  document.documentElement.lang = apiLanguageOf[language];
  localStorage.setItem(REQUEST_LANGUAGES_KEY, JSON.stringify(i18n.t('request', { returnObjects: true })));
}
