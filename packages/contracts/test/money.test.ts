import { describe, expect, it } from 'vitest';
import { formatMinor, moneyAmount, percentField, percentToScaled, profitOf } from '../src/money.ts';

describe('profitOf: floor(amount × percent / 100) in integers', () => {
  it.each([
    [10_000, '12.5', 1_250],
    [999, '10', 99], // 99.9 rounds down
    [1, '99.9999', 0],
    [3, '33.3333', 0], // 0.99999…
    [100, '0.0001', 0],
    [1_000_000, '0.0001', 1],
    [12_345, '7.0625', 871], // 871.865…
    [0, '50', 0],
    [Number.MAX_SAFE_INTEGER, '100', Number.MAX_SAFE_INTEGER],
    [Number.MAX_SAFE_INTEGER, '0.5', 45_035_996_273_704], // exact where a float product would drift
  ])('%i at %s%% earns %i', (amount, percent, profit) => {
    expect(profitOf(amount, percent)).toBe(profit);
  });

  it('reads percentages exactly', () => {
    expect(percentToScaled('12.5')).toBe(125_000n);
    expect(percentToScaled('0.0001')).toBe(1n);
    expect(percentToScaled('100')).toBe(1_000_000n);
  });
});

describe('money and percent fields', () => {
  it('accepts integers within the safe range only', () => {
    expect(moneyAmount.safeParse(12).success).toBe(true);
    expect(moneyAmount.safeParse(-12).success).toBe(true);
    expect(moneyAmount.safeParse(1.5).success).toBe(false);
    expect(moneyAmount.safeParse(2 ** 53).success).toBe(false);
    expect(moneyAmount.safeParse('12').success).toBe(false);
  });

  it('accepts up to four decimal places', () => {
    expect(percentField.parse('12.5')).toBe('12.5');
    expect(percentField.parse(7.25)).toBe('7.25');
    expect(percentField.safeParse('1.23456').success).toBe(false);
    expect(percentField.safeParse('-1').success).toBe(false);
    expect(percentField.safeParse('abc').success).toBe(false);
  });
});

describe('formatMinor', () => {
  it('formats smallest units with the given decimals', () => {
    expect(formatMinor(123_456, 2)).toBe('1,234.56');
    expect(formatMinor(-5, 2)).toBe('-0.05');
    expect(formatMinor(7, 0)).toBe('7');
  });
});
