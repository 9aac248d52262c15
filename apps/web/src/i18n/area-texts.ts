import type { UiLanguage } from '@app/contracts/languages';
import { alsoOnLanguageChange, i18n } from './index.ts';
import type { AreaMessages } from './zh-cn/areas.ts';

// The screens' texts are most of the app's words; the sign-in page must not wait for them.
const areaLoaders: Record<UiLanguage, () => Promise<AreaMessages>> = {
  'zh-cn': () => import('./zh-cn/areas.ts').then((m) => m.areasZhCn),
  en: () => import('./en/areas.ts').then((m) => m.areasEn),
  vn: () => import('./vn/areas.ts').then((m) => m.areasVn),
  id: () => import('./id/areas.ts').then((m) => m.areasId),
};

const loaded = new Set<UiLanguage>();

async function applyAreaTexts(language: UiLanguage): Promise<void> {
  if (loaded.has(language)) return;
  // Deep merge into the language's one namespace, so keys read the same as the sign-in page's.
  i18n.addResourceBundle(language, 'translation', await areaLoaders[language](), true, true);
  loaded.add(language);
}

/** Called as the shell loads: from then on the screens' texts switch language with the rest. */
export async function activateAreaTexts(language: UiLanguage): Promise<void> {
  alsoOnLanguageChange(applyAreaTexts);
  await applyAreaTexts(language);
}
