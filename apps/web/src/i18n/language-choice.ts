import type { UiLanguage } from '@app/contracts/languages';

// Which language the app starts in before anyone picks one (spec §1). Free of run-time imports: the build
// reads it too, for the signed-in preload script (vite.config.ts), which follows the same rule.

export const fallbackLanguage: UiLanguage = 'zh-cn';

/**
 * A browser language's primary subtag → ours. "in" is the legacy code some platforms still report for
 * Indonesian.
 */
export const languageOfBrowserSubtag: Readonly<Record<string, UiLanguage>> = {
  zh: 'zh-cn',
  en: 'en',
  vi: 'vn',
  id: 'id',
  in: 'id',
};

/** Spec §1: the browser's language when it is one of ours, else zh-cn. */
export function languageFromBrowser(browserTags: readonly string[]): UiLanguage {
  for (const tag of browserTags) {
    const primary = tag.toLowerCase().split('-')[0]!;
    if (Object.hasOwn(languageOfBrowserSubtag, primary)) return languageOfBrowserSubtag[primary]!;
  }
  return fallbackLanguage;
}
