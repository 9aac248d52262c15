import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { UiLanguage } from '@app/contracts/languages';
import { fallbackLanguage, languageFromBrowser } from '../i18n/language-choice.ts';
import { isUiLanguage } from '../i18n/languages.ts';
import { SETTINGS_STORAGE_KEY } from './settings-storage.ts';

export type LayoutMode = 'left' | 'top' | 'mix';
export type ThemeMode = 'light' | 'dark';
export type LayoutSize = 'large' | 'default' | 'small';

export const layoutModes: readonly LayoutMode[] = ['left', 'top', 'mix'];
export const layoutSizes: readonly LayoutSize[] = ['large', 'default', 'small'];

export interface Settings {
  title: string;
  version: string;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  layout: LayoutMode;
  theme: ThemeMode;
  size: LayoutSize;
  language: UiLanguage;
  themeColor: string;
  watermark: { enabled: boolean; content: string };
}

// Spec §3 "Local app settings (defaults)". The title is the Chinese default; the UI shows it localised.
export const defaultSettings: Settings = {
  title: '管理后台',
  version: '',
  showSettings: true,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  layout: 'left',
  theme: 'light',
  size: 'default',
  language: fallbackLanguage,
  themeColor: '#409EFF',
  watermark: { enabled: false, content: '' },
};

type Choices = Omit<Settings, 'title' | 'version'>;

interface SettingsStore extends Settings {
  change: <K extends keyof Choices>(key: K, value: Choices[K]) => void;
}

function browserLanguageTags(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

// Storage written by an older build or by hand must not put the app in an impossible state.
function validChoices(stored: unknown): Partial<Choices> {
  if (typeof stored !== 'object' || stored === null) return {};
  const s = stored as Record<string, unknown>;
  const valid: Partial<Choices> = {};
  for (const key of ['showSettings', 'tagsView', 'fixedHeader', 'sidebarLogo'] as const) {
    if (typeof s[key] === 'boolean') valid[key] = s[key];
  }
  if (layoutModes.includes(s.layout as LayoutMode)) valid.layout = s.layout as LayoutMode;
  if (s.theme === 'light' || s.theme === 'dark') valid.theme = s.theme;
  if (layoutSizes.includes(s.size as LayoutSize)) valid.size = s.size as LayoutSize;
  if (isUiLanguage(s.language)) valid.language = s.language;
  if (typeof s.themeColor === 'string' && /^#[0-9a-f]{6}$/i.test(s.themeColor))
    valid.themeColor = s.themeColor;
  const w = s.watermark as Record<string, unknown> | undefined;
  if (w && typeof w.enabled === 'boolean' && typeof w.content === 'string') {
    valid.watermark = { enabled: w.enabled, content: w.content };
  }
  return valid;
}

export const useSettings = create<SettingsStore>()(
  persist(
    (set) => ({
      ...defaultSettings,
      // Spec §1: the stored language, else the browser's, else zh-cn (stored values arrive on hydration).
      language: languageFromBrowser(browserLanguageTags()),
      change: (key, value) => set({ [key]: value }),
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ title: _title, version: _version, change: _change, ...choices }) => choices,
      merge: (stored, current) => ({ ...current, ...validChoices(stored) }),
    },
  ),
);
