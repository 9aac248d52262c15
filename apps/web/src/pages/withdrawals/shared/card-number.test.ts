import { describe, expect, it } from 'vitest';
import { maskCardNumber } from './card-number.ts';

describe('card number mask', () => {
  it('keeps only the last four digits, whatever the spacing', () => {
    expect(maskCardNumber('6222 0212 3456 7890')).toBe('**** 7890');
    expect(maskCardNumber('6222-0212-3456-7890')).toBe('**** 7890');
  });

  it('has nothing to hide in a number of four digits or fewer', () => {
    expect(maskCardNumber('7890')).toBe('7890');
  });
});
