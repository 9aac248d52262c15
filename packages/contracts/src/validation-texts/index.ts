import type { ApiLanguage } from '../languages.ts';
import { fillText, type MessageParams } from '../message-params.ts';
import type { ValidationKey } from '../validation.ts';
import { validationEnUS, type ValidationTexts } from './en-US.ts';
import { validationIdID } from './id-ID.ts';
import { validationViVN } from './vi-VN.ts';
import { validationZhCN } from './zh-CN.ts';

export type { ValidationName, ValidationTexts } from './en-US.ts';

export const validationTexts: Record<ApiLanguage, ValidationTexts> = {
  'zh-CN': validationZhCN,
  'en-US': validationEnUS,
  'vi-VN': validationViVN,
  'id-ID': validationIdID,
};

/** A validation message in the reader's language, its limits written the language's way. */
export function validationText(lang: ApiLanguage, key: ValidationKey, params: MessageParams = {}): string {
  const name = key.slice('validation.'.length) as keyof ValidationTexts;
  return fillText(lang, validationTexts[lang][name], params);
}
