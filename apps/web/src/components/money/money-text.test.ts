import { describe, expect, it } from 'vitest';
import { formatAmountText, minorToDecimal, parseAmountText } from './money-text.ts';

const parse = (text: string, decimals: number, locale: string | null) =>
  parseAmountText(text, decimals, locale);
const minor = (value: number) => ({ ok: true, minor: value });
const refused = (reason: string) => ({ ok: false, reason });

const cny = { code: 'CNY', symbol: '¥', decimals: 2 };
const vnd = { code: 'VND', symbol: '₫', decimals: 2 };

describe('typed amounts, in the separators of each language', () => {
  it('reads the decimal comma of Vietnamese and Indonesian', () => {
    expect(parse('100,50', 2, 'vi-VN')).toEqual(minor(10050));
    expect(parse('1.234,56', 2, 'id-ID')).toEqual(minor(123456));
    expect(parse('1.234,56', 2, 'vi-VN')).toEqual(minor(123456));
    expect(parse('1234,56', 2, 'id-ID')).toEqual(minor(123456));
    expect(parse('1.234.567', 2, 'vi-VN')).toEqual(minor(123456700));
  });

  it('reads the decimal point of English and Chinese', () => {
    expect(parse('1,234.56', 2, 'en-US')).toEqual(minor(123456));
    expect(parse('1234.56', 2, 'en-US')).toEqual(minor(123456));
    expect(parse('12,345,678.9', 2, 'zh-CN')).toEqual(minor(1234567890));
    expect(parse('100.5', 2, 'zh-CN')).toEqual(minor(10050));
  });

  it('reads signs, spaces around and nought', () => {
    expect(parse(' -1.234,5 ', 2, 'vi-VN')).toEqual(minor(-123450));
    expect(parse('\u22125', 2, 'en-US')).toEqual(minor(-500));
    expect(parse('-0', 2, 'en-US')).toEqual(minor(0));
    expect(parse('0,00', 2, 'id-ID')).toEqual(minor(0));
  });

  it('takes as many places as the currency has: none, or four', () => {
    expect(parse('1,234', 0, 'en-US')).toEqual(minor(1234));
    expect(parse('1.234', 0, 'vi-VN')).toEqual(minor(1234));
    expect(parse('1234,5', 0, 'vi-VN')).toEqual(refused('decimals'));
    expect(parse('1.2345', 4, 'en-US')).toEqual(minor(12345));
    expect(parse('1,2345', 4, 'id-ID')).toEqual(minor(12345));
    expect(parse('1.23456', 4, 'en-US')).toEqual(refused('decimals'));
  });

  it('refuses what is ambiguous instead of guessing', () => {
    // The other language's decimal mark, in the place of a thousands group.
    expect(parse('100,50', 2, 'en-US')).toEqual(refused('grouping'));
    expect(parse('100,50', 2, 'zh-CN')).toEqual(refused('grouping'));
    expect(parse('100.50', 2, 'vi-VN')).toEqual(refused('grouping'));
    expect(parse('100.50', 2, 'id-ID')).toEqual(refused('grouping'));
    // The other language's way of writing the same amount, and marks in the wrong places.
    expect(parse('1,234.56', 2, 'id-ID')).toEqual(refused('grouping'));
    expect(parse('1.234,56', 2, 'en-US')).toEqual(refused('grouping'));
    expect(parse('1.2.3', 2, 'en-US')).toEqual(refused('grouping'));
    expect(parse('1..2', 2, 'en-US')).toEqual(refused('grouping'));
    expect(parse('1,2,3', 2, 'vi-VN')).toEqual(refused('grouping'));
    // Groups of other than three digits.
    expect(parse('1,23,456.00', 2, 'en-US')).toEqual(refused('grouping'));
    expect(parse('1234,567.00', 2, 'en-US')).toEqual(refused('grouping'));
  });

  it('refuses what is malformed, too precise or beyond exact integers', () => {
    for (const text of ['abc', '', '12a', '--1', '+5', '.', ',5', '¥12', '1e5']) {
      expect(parse(text, 2, 'en-US'), text).toEqual(refused('malformed'));
    }
    expect(parse('1.234', 2, 'en-US')).toEqual(refused('decimals'));
    expect(parse('90071992547409.91', 2, 'en-US')).toEqual(minor(Number.MAX_SAFE_INTEGER));
    expect(parse('90071992547409.92', 2, 'en-US')).toEqual(refused('range'));
  });

  it('reads the plain form of copy and export without a language', () => {
    expect(parse('-1234.56', 2, null)).toEqual(minor(-123456));
    expect(parse('1,234.56', 2, null)).toEqual(minor(123456));
    expect(parse('1234,56', 2, null)).toEqual(refused('grouping'));
  });
});

describe('amounts written for each language', () => {
  it('writes the currency where the language writes it', () => {
    expect(formatAmountText(123450, 2, 'zh-CN', { currency: cny })).toBe('¥1,234.50');
    expect(formatAmountText(123450, 2, 'en-US', { currency: cny })).toBe('¥1,234.50');
    expect(formatAmountText(123450, 2, 'vi-VN', { currency: vnd })).toBe('1.234,50\u00a0₫');
    expect(
      formatAmountText(123450, 2, 'id-ID', { currency: { code: 'IDR', symbol: 'Rp', decimals: 2 } }),
    ).toBe('Rp\u00a01.234,50');
  });

  it("writes the currency's places: none, or four", () => {
    expect(formatAmountText(1234, 0, 'en-US', { currency: { code: 'JPY', symbol: '¥', decimals: 0 } })).toBe(
      '¥1,234',
    );
    expect(formatAmountText(1234, 0, 'vi-VN')).toBe('1.234');
    expect(formatAmountText(12345678, 4, 'id-ID')).toBe('1.234,5678');
    expect(formatAmountText(12345678, 4, 'zh-CN')).toBe('1,234.5678');
  });

  it('shows the sign of a change, and a plain form for editing', () => {
    expect(formatAmountText(10050, 2, 'vi-VN', { signed: true })).toBe('+100,50');
    expect(formatAmountText(-10050, 2, 'en-US', { signed: true, currency: cny })).toBe('-¥100.50');
    expect(formatAmountText(0, 2, 'en-US', { signed: true })).toBe('0.00');
    expect(formatAmountText(123456789, 2, 'vi-VN', { plain: true })).toBe('1234567,89');
  });

  it('is exact at the edge of safe integers, with no float on the way', () => {
    expect(formatAmountText(Number.MAX_SAFE_INTEGER, 2, 'en-US')).toBe('90,071,992,547,409.91');
    expect(minorToDecimal(-5, 2)).toBe('-0.05');
    expect(minorToDecimal(1.5, 2)).toBeNull();
  });

  it('reads back what it writes, in every language', () => {
    for (const locale of ['zh-CN', 'en-US', 'vi-VN', 'id-ID']) {
      for (const decimals of [0, 2, 4]) {
        for (const value of [0, 7, -123456789, 100050, Number.MAX_SAFE_INTEGER]) {
          expect(parse(formatAmountText(value, decimals, locale), decimals, locale)).toEqual(minor(value));
          const plain = formatAmountText(value, decimals, locale, { plain: true });
          expect(parse(plain, decimals, locale)).toEqual(minor(value));
        }
      }
    }
  });
});
