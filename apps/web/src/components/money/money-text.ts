/**
 * Money as people read and type it, in a language's own separators: 1,234.56 (zh-CN, en-US) or
 * 1.234,56 (vi-VN, id-ID). Amounts stay integers in the smallest unit; the conversion is string
 * arithmetic on the digits (Intl formats a decimal string exactly), so no binary float touches money.
 */

/** A currency as amounts are shown in it: its ISO code, its own symbol and its places (0 to 4). */
export interface MoneyCurrency {
  code: string;
  symbol: string;
  decimals: number;
}

/** Why typed text is not an amount; each has its own message. */
export type AmountRefusal = 'malformed' | 'grouping' | 'decimals' | 'range';

export type ParsedAmount = { ok: true; minor: number } | { ok: false; reason: AmountRefusal };

interface Separators {
  group: string;
  decimal: string;
}

const separatorCache = new Map<string, Separators>();

/** The locale's grouping and decimal marks, read from Intl rather than a table of our own. */
export function separatorsOf(locale: string): Separators {
  let found = separatorCache.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
    found = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    separatorCache.set(locale, found);
  }
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Some locales group with a no-break space; a typed ordinary space means the same.
const spaceLike = /^[\s\u00a0\u202f]$/;

/**
 * Typed text to integer smallest units. `locale` null reads the plain form of copy and export
 * ("-1234.56"). Grouping is optional but, when used, must be the locale's, in threes; anything
 * ambiguous is refused with its reason instead of guessed ("100,50" in en-US, "1.2.3").
 */
export function parseAmountText(text: string, decimals: number, locale: string | null): ParsedAmount {
  const { group, decimal } = locale ? separatorsOf(locale) : { group: ',', decimal: '.' };
  const groupPattern = spaceLike.test(group) ? '[\\s\\u00a0\\u202f]' : escape(group);
  const trimmed = text.trim().replace(/^[\u2212]/, '-');
  const shape = new RegExp(
    `^(-)?(\\d[\\d${groupPattern.replace(/^\[|\]$/g, '')}]*)(?:${escape(decimal)}(\\d*))?$`,
  );
  const match = shape.exec(trimmed);
  // Digits and marks in the wrong places ("1,234.56" in Indonesian, "1.2.3"): say how to write them.
  if (!match)
    return { ok: false, reason: /^-?\d[\d.,\s\u00a0\u202f]*$/.test(trimmed) ? 'grouping' : 'malformed' };
  const [, sign, integer = '', fraction = ''] = match;
  let whole = integer;
  if (!/^\d+$/.test(integer)) {
    // Grouped: one to three digits first, then groups of exactly three, all with the locale's mark.
    if (!new RegExp(`^\\d{1,3}(?:${groupPattern}\\d{3})+$`).test(integer)) {
      return { ok: false, reason: 'grouping' };
    }
    whole = integer.replace(/\D/g, '');
  }
  if (fraction.length > decimals) return { ok: false, reason: 'decimals' };
  const scale = 10n ** BigInt(decimals);
  const magnitude = BigInt(whole) * scale + BigInt(fraction.padEnd(decimals, '0') || '0');
  const value = sign ? -magnitude : magnitude;
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    return { ok: false, reason: 'range' };
  }
  return { ok: true, minor: value === 0n ? 0 : Number(value) };
}

/**
 * Integer smallest units as an exact decimal string: (12345, 2) → "123.45", (-5, 2) → "-0.05".
 * null for a value that is not an integer in the safe range (or its digits as a string).
 */
export function minorToDecimal(value: unknown, decimals: number): string | null {
  if (typeof value !== 'bigint' && !(typeof value === 'number' && Number.isSafeInteger(value))) {
    if (typeof value !== 'string' || !/^-?\d+$/.test(value)) return null;
  }
  const digits = String(value);
  const negative = digits.startsWith('-');
  const unsigned = negative ? digits.slice(1) : digits;
  if (decimals <= 0) return digits;
  const padded = unsigned.padStart(decimals + 1, '0');
  const sign = negative && /[1-9]/.test(padded) ? '-' : '';
  return `${sign}${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
}

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(locale: string, decimals: number, grouping: boolean, currency?: string): Intl.NumberFormat {
  const key = `${locale}|${decimals}|${grouping}|${currency ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      ...(currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : {}),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
    });
    formats.set(key, format);
  }
  return format;
}

export interface AmountFormatOptions {
  /** Show the currency's symbol where the language writes it (¥1,234.50, 1.234,50 ₫). */
  currency?: MoneyCurrency;
  /** Always show the sign, so a deduction cannot pass for a recharge (+100.00 / -100.00). */
  signed?: boolean;
  /** Leave out the grouping marks: the form an input shows for editing ("1234,56"). */
  plain?: boolean;
}

/** Integer smallest units as the language writes them; the currency's places unless told otherwise. */
export function formatAmountText(
  minor: number,
  decimals: number,
  locale: string,
  { currency, signed, plain }: AmountFormatOptions = {},
): string {
  const decimal = minorToDecimal(minor, decimals);
  if (decimal === null) return String(minor);
  const format = formatOf(locale, decimals, !plain, currency?.code);
  const parts = format.formatToParts(decimal as Intl.StringNumericLiteral);
  // Placed and spaced as the language writes its own symbol; the currency's own symbol in its place.
  const joined = parts
    .map((part) => (part.type === 'currency' ? currency!.symbol || currency!.code : part.value))
    .join('');
  if (signed && minor > 0 && !parts.some((part) => part.type === 'plusSign')) return `+${joined}`;
  return joined;
}
