import { describe, expect, it } from 'vitest';
import { fillText, formatParam } from '../src/index.ts';

describe('values in messages', () => {
  it('writes numbers the reader’s way', () => {
    expect(formatParam('en-US', 1_000_000)).toBe('1,000,000');
    expect(formatParam('zh-CN', 999_999.9999)).toBe('999,999.9999');
    expect(formatParam('vi-VN', 1_000_000)).toBe('1.000.000');
    expect(formatParam('id-ID', 999_999.9999)).toBe('999.999,9999');
  });

  it('writes amounts in the currency’s units, exactly, with its code', () => {
    const minimum = { minor: 10_000, decimals: 2, currency: 'CNY' };
    expect(formatParam('en-US', minimum)).toBe('100.00 CNY');
    expect(formatParam('vi-VN', { ...minimum, minor: 123_456_789 })).toBe('1.234.567,89 CNY');
    expect(formatParam('id-ID', { minor: Number.MAX_SAFE_INTEGER, decimals: 2, currency: 'IDR' })).toBe(
      '90.071.992.547.409,91 IDR',
    );
    expect(formatParam('zh-CN', { minor: 10_000, decimals: 0, currency: 'JPY' })).toBe('10,000 JPY');
  });

  it('fills each place it has a value for and leaves the others', () => {
    expect(fillText('en-US', 'At most {max}, not {other}', { max: 64 })).toBe('At most 64, not {other}');
  });
});
