import type { GridLanguage } from './types.ts';

/** How a language writes a number: its grouping mark ('' for none) and its decimal mark. */
export interface NumberMarks {
  group: string;
  decimal: string;
}

// The marks Intl.NumberFormat gives each language's locale (zh-CN and en-US: 1,234.5; vi-VN and id-ID:
// 1.234,5); number-text.test.ts holds them to Intl's output.
export const numberMarksOf: Record<GridLanguage, NumberMarks> = {
  'zh-cn': { group: ',', decimal: '.' },
  en: { group: ',', decimal: '.' },
  vn: { group: '.', decimal: ',' },
  id: { group: '.', decimal: ',' },
};

/** The plain form of copy and export: no grouping, a point. */
export const PLAIN_MARKS: NumberMarks = { group: '', decimal: '.' };

const plainDecimal = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Adds one to a string of digits: "0999" → "1000". */
function increment(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') index--;
  if (index < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, index)}${Number(digits[index]) + 1}${'0'.repeat(digits.length - index - 1)}`;
}

/**
 * A decimal string ("-1234.565") as Intl.NumberFormat writes it with exactly `decimals` places, rounded
 * half away from zero, grouped in threes: the same text, without Intl. The grid writes a number in
 * every numeric cell of every row it shows, and the first Intl.NumberFormat of a page costs tens of
 * milliseconds (ICU loads its number data), which a grid's first frame would wait for. Answers null
 * for anything else (an exponent, a stray sign), which Intl then writes.
 */
export function decimalText(decimal: string, decimals: number, marks: NumberMarks): string | null {
  const match = plainDecimal.exec(decimal);
  if (!match) return null;
  const [, sign = '', integer = '', fraction = ''] = match;
  let digits = integer + fraction.slice(0, decimals).padEnd(decimals, '0');
  if (fraction.length > decimals && fraction.charCodeAt(decimals) >= 53 /* '5' */) digits = increment(digits);
  const whole = digits.slice(0, digits.length - decimals).replace(/^0+(?=\d)/, '') || '0';
  let grouped = whole;
  if (marks.group && whole.length > 3) {
    const head = whole.length % 3 || 3;
    grouped = whole.slice(0, head);
    for (let at = head; at < whole.length; at += 3) grouped += marks.group + whole.slice(at, at + 3);
  }
  return decimals > 0
    ? `${sign}${grouped}${marks.decimal}${digits.slice(digits.length - decimals)}`
    : `${sign}${grouped}`;
}
