import { describe, expect, it } from 'vitest';
import { languageFromBrowser } from '../i18n/language-choice.ts';
import { SETTINGS_STORAGE_KEY } from './settings-storage.ts';
import { defaultSettings, useSettings } from './settings.ts';

const stored = () =>
  JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null') as { state: Record<string, unknown> };

function freshStore() {
  useSettings.setState({ ...defaultSettings, language: languageFromBrowser(navigator.languages) });
  localStorage.removeItem(SETTINGS_STORAGE_KEY);
}

describe('settings store', () => {
  it('starts from the spec defaults', () => {
    expect(defaultSettings).toEqual({
      title: '管理后台',
      version: '',
      showSettings: true,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      layout: 'left',
      theme: 'light',
      size: 'default',
      language: 'zh-cn',
      themeColor: '#409EFF',
      watermark: { enabled: false, content: '' },
    });
    freshStore();
    const { change: _change, language: _language, ...state } = useSettings.getState();
    const { language: _default, ...expected } = defaultSettings;
    expect(state).toEqual(expected);
  });

  it('takes the browser language when nothing is stored, else zh-cn', () => {
    expect(useSettings.getState().language).toBe(languageFromBrowser(navigator.languages));
    expect(languageFromBrowser(['vi-VN', 'en'])).toBe('vn');
    expect(languageFromBrowser(['fr-FR', 'id'])).toBe('id');
    expect(languageFromBrowser(['zh-TW'])).toBe('zh-cn');
    expect(languageFromBrowser(['en-GB'])).toBe('en');
    expect(languageFromBrowser(['fr-FR', 'de'])).toBe('zh-cn');
    expect(languageFromBrowser([])).toBe('zh-cn');
    expect(languageFromBrowser(['in-ID'])).toBe('id');
    // Only the table's own entries: not what every object inherits.
    expect(languageFromBrowser(['constructor', 'toString'])).toBe('zh-cn');
  });

  it('stores every choice in localStorage, but not the title or version', () => {
    freshStore();
    const { change } = useSettings.getState();
    change('layout', 'mix');
    change('theme', 'dark');
    change('themeColor', '#13C2C2');
    change('language', 'vn');
    change('watermark', { enabled: true, content: 'internal' });
    expect(stored().state).toMatchObject({
      layout: 'mix',
      theme: 'dark',
      themeColor: '#13C2C2',
      language: 'vn',
      watermark: { enabled: true, content: 'internal' },
      tagsView: true,
    });
    expect(stored().state).not.toHaveProperty('title');
    expect(stored().state).not.toHaveProperty('version');
  });

  it('restores stored choices, ignoring values it does not know', async () => {
    freshStore();
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({
        state: {
          layout: 'top',
          size: 'small',
          fixedHeader: true,
          language: 'klingon',
          theme: 'neon',
          themeColor: 'red',
        },
        version: 1,
      }),
    );
    await useSettings.persist.rehydrate();
    const state = useSettings.getState();
    expect(state).toMatchObject({
      layout: 'top',
      size: 'small',
      fixedHeader: true,
      theme: 'light',
      themeColor: '#409EFF',
    });
    expect(state.language).toBe(languageFromBrowser(navigator.languages));
  });
});
