import type { UiLanguage } from '@app/contracts/languages';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { create } from 'zustand';
import { alsoOnLanguageChange } from './index.ts';

// antd's and dayjs's own texts (date pickers, pagination, empty states) follow the UI language too.
const antdLocaleLoaders: Record<UiLanguage, () => Promise<{ default: Locale }>> = {
  'zh-cn': () => import('antd/es/locale/zh_CN'),
  en: () => import('antd/es/locale/en_US'),
  vn: () => import('antd/es/locale/vi_VN'),
  id: () => import('antd/es/locale/id_ID'),
};

const dayjsLocaleLoaders: Record<UiLanguage, { name: string; load: () => Promise<unknown> }> = {
  'zh-cn': { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  en: { name: 'en', load: () => Promise.resolve() },
  vn: { name: 'vi', load: () => import('dayjs/locale/vi') },
  id: { name: 'id', load: () => import('dayjs/locale/id') },
};

export const useComponentLocale = create<{ antd: Locale | undefined }>(() => ({ antd: undefined }));

async function applyComponentLocales(language: UiLanguage): Promise<void> {
  const dayjsLocale = dayjsLocaleLoaders[language];
  const [antdLocale] = await Promise.all([antdLocaleLoaders[language](), dayjsLocale.load()]);
  dayjs.locale(dayjsLocale.name);
  useComponentLocale.setState({ antd: antdLocale.default });
}

/** Called as the shell loads: from then on antd and dayjs switch language with the rest. */
export async function activateComponentLocales(language: UiLanguage): Promise<void> {
  alsoOnLanguageChange(applyComponentLocales);
  await applyComponentLocales(language);
}
