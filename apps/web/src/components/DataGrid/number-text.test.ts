import { describe, expect, it } from 'vitest';
import { numberLocaleOf } from './locales.ts';
import { decimalText, numberMarksOf, PLAIN_MARKS, type NumberMarks } from './number-text.ts';
import type { GridLanguage } from './types.ts';

function intlFormat(decimals: number, locale: string, grouping: boolean): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouping,
  });
}

// Ties, carries through every digit, long fractions, leading zeros, negative values that round to zero.
const samples = [
  '0',
  '-0',
  '5',
  '12',
  '999',
  '1000',
  '-1000',
  '12345',
  '123456',
  '1234567',
  '-98765432',
  '9007199254740993',
  '90071992547409.93',
  '0.5',
  '-0.5',
  '0.05',
  '-0.04',
  '0.004',
  '1.25',
  '1.35',
  '-2.5',
  '999.995',
  '999999.5',
  '-999.95',
  '0.6666666666666666',
  '12.345',
  '1234.5',
  '007.10',
  '100.000',
];

function randomDecimal(random: () => number): string {
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  const integer = digits(1 + Math.floor(random() * 12));
  const fraction = random() < 0.8 ? `.${digits(1 + Math.floor(random() * 6))}` : '';
  return `${random() < 0.3 ? '-' : ''}${integer}${fraction}`;
}

describe('decimalText', () => {
  it('writes what Intl.NumberFormat writes, in each language, grouped or plain, at 0 to 8 places', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const values = [...samples, ...Array.from({ length: 200 }, () => randomDecimal(random))];
    const differences: string[] = [];
    const compare = (marks: NumberMarks, decimals: number, format: Intl.NumberFormat) => {
      for (const value of values) {
        const ours = decimalText(value, decimals, marks);
        const intl = format.format(value as Intl.StringNumericLiteral);
        if (ours !== intl) differences.push(`${value} at ${decimals}: ${ours} ≠ ${intl}`);
      }
    };
    for (let decimals = 0; decimals <= 8; decimals++) {
      for (const language of Object.keys(numberLocaleOf) as GridLanguage[]) {
        compare(numberMarksOf[language], decimals, intlFormat(decimals, numberLocaleOf[language], true));
      }
      compare(PLAIN_MARKS, decimals, intlFormat(decimals, 'en-US', false));
    }
    expect(differences).toEqual([]);
  });

  it('leaves what is not a plain decimal to Intl', () => {
    expect(decimalText('1e-7', 2, PLAIN_MARKS)).toBeNull();
    expect(decimalText('+5', 2, PLAIN_MARKS)).toBeNull();
    expect(decimalText('1.', 2, PLAIN_MARKS)).toBeNull();
  });
});
