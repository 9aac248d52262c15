import type { ApiLanguage } from './languages.ts';
import { formatMinor } from './money.ts';

/** An amount in smallest units, shown in the currency's units: 10000 with 2 places → "100.00 CNY". */
export interface AmountParam {
  minor: number;
  decimals: number;
  currency: string;
}
export type MessageParam = string | number | AmountParam;
export type MessageParams = Record<string, MessageParam>;

const numberFormats = new Map<ApiLanguage, Intl.NumberFormat>();

// Limits have at most 4 places (a percentage's); Intl's default of 3 would round 999,999.9999 up.
function numberFormat(lang: ApiLanguage): Intl.NumberFormat {
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang, { maximumFractionDigits: 4 })));
  return format;
}

/** A value put into a message, written the reader's way: 1,000,000 in English, 1.000.000 in Vietnamese. */
export function formatParam(lang: ApiLanguage, value: MessageParam): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberFormat(lang).format(value);
  // formatMinor is exact for every safe integer; only its marks are swapped for the language's own.
  const parts = numberFormat(lang).formatToParts(1234.5);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const text = formatMinor(value.minor, value.decimals).replace(/[,.]/g, (m) =>
    m === ',' ? group : decimal,
  );
  return `${text} ${value.currency}`;
}

export function formatParams(lang: ApiLanguage, params: MessageParams): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, formatParam(lang, value)]));
}

/** A text with its `{name}` places filled; a place without a value stays as written. */
export function fillText(lang: ApiLanguage, text: string, params: MessageParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (place, name: string) =>
    Object.hasOwn(params, name) ? formatParam(lang, params[name]!) : place,
  );
}
