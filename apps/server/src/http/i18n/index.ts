import { z } from 'zod';
import type { ApiLanguage } from '@app/contracts';
import { enUS, type MessageKey, type Messages } from './en-US.ts';
import { idID } from './id-ID.ts';
import { viVN } from './vi-VN.ts';
import { zhCN } from './zh-CN.ts';

export type { MessageKey };

const catalogues: Record<ApiLanguage, Messages> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'vi-VN': viVN,
  'id-ID': idID,
};
const zodLocales: Record<ApiLanguage, () => { localeError: z.core.$ZodErrorMap }> = {
  'en-US': z.locales.en,
  'zh-CN': z.locales.zhCN,
  'vi-VN': z.locales.vi,
  'id-ID': z.locales.id,
};
const zodErrorMaps = new Map<ApiLanguage, z.core.$ZodErrorMap>();

// API.md: Accept-Language picks one of four languages exactly; anything else is English.
export function pickLanguage(header: string | undefined): ApiLanguage {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  const found = (Object.keys(catalogues) as ApiLanguage[]).find((l) => l.toLowerCase() === first);
  return found ?? 'en-US';
}

export function isMessageKey(value: string): value is MessageKey {
  return value in enUS;
}

export function translate(lang: ApiLanguage, key: MessageKey, params: Record<string, string | number> = {}) {
  const text = catalogues[lang][key];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

// A zod issue in the reader's language: our own message keys first, zod's own locale otherwise.
export function translateIssue(lang: ApiLanguage, issue: z.core.$ZodIssue): string {
  if (isMessageKey(issue.message)) return translate(lang, issue.message);
  if (issue.code === 'invalid_type' && 'input' in issue && issue.input === undefined) {
    return translate(lang, 'validation.required');
  }
  let map = zodErrorMaps.get(lang);
  if (!map) {
    map = zodLocales[lang]().localeError;
    zodErrorMaps.set(lang, map);
  }
  const result = map(issue as never);
  const text = typeof result === 'string' ? result : result?.message;
  return text ?? translate(lang, 'validation.invalid');
}
