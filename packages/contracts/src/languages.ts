// The four languages of the product: the web's names and the wire's Accept-Language tags (spec §7).
export const uiLanguages = ['zh-cn', 'en', 'vn', 'id'] as const;
export type UiLanguage = (typeof uiLanguages)[number];

export const apiLanguages = ['zh-CN', 'en-US', 'vi-VN', 'id-ID'] as const;
export type ApiLanguage = (typeof apiLanguages)[number];

export const apiLanguageOf: Record<UiLanguage, ApiLanguage> = {
  'zh-cn': 'zh-CN',
  en: 'en-US',
  vn: 'vi-VN',
  id: 'id-ID',
};
