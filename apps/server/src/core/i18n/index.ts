import {
  fieldMessages,
  fillText,
  validationText,
  type ApiLanguage,
  type MessageParams,
  type ValidationKey,
} from '@app/contracts';
import type { z } from 'zod';
import { enUS, type Messages, type ServerMessageKey } from './en-US.ts';
import { idID } from './id-ID.ts';
import { viVN } from './vi-VN.ts';
import { zhCN } from './zh-CN.ts';

export type MessageKey = ServerMessageKey | ValidationKey;

const catalogues: Record<ApiLanguage, Messages> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'vi-VN': viVN,
  'id-ID': idID,
};

// API.md: Accept-Language picks one of four languages exactly; anything else is English.
export function pickLanguage(header: string | undefined): ApiLanguage {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  const found = (Object.keys(catalogues) as ApiLanguage[]).find((l) => l.toLowerCase() === first);
  return found ?? 'en-US';
}

const isValidationKey = (key: MessageKey): key is ValidationKey => key.startsWith('validation.');

/** A message in the reader's language, its numbers and amounts written the language's way. */
export function translate(lang: ApiLanguage, key: MessageKey, params: MessageParams = {}): string {
  if (isValidationKey(key)) return validationText(lang, key, params);
  return fillText(lang, catalogues[lang][key], params);
}

/** The messages of a failed schema check, each in the reader's language; never zod's own wording. */
export function translateIssues(lang: ApiLanguage, issues: readonly z.core.$ZodIssue[]) {
  return fieldMessages(issues).map((m) => ({ path: m.path, text: translate(lang, m.key, m.params) }));
}
