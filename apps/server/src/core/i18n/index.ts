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
  const languages = Object.keys(catalogues) as ApiLanguage[];
  // The browser's list, most wanted first (q=0 is "not this one"); the first of ours it names, by its
  // full tag or by its language alone: browsers often send a bare "vi" or "id".
  const wanted = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...options] = part.split(';').map((piece) => piece.trim().toLowerCase());
      const q = Number(options.find((o) => o.startsWith('q='))?.slice(2) ?? 1);
      return { tag, q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of wanted) {
    const exact = languages.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const primary = tag.split('-')[0] === 'in' ? 'id' : tag.split('-')[0];
    const same = languages.find((l) => l.toLowerCase().split('-')[0] === primary);
    if (same) return same;
  }
  return 'en-US';
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
