import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../../i18n/index.ts';
import { formatValue } from '../DataGrid/index.ts';
import { amountDecimals, setAmountDecimals } from './amount-places.ts';
import { formatAmount } from './amount.ts';
import { MoneyInput, moneyInputRule } from './money-input.tsx';

const amountColumn = { key: 'amount', title: 'Amount', type: 'amount' as const };

beforeAll(() => applyLanguage('en'));
afterEach(() => setAmountDecimals(undefined));

describe("amounts in the default currency's places", () => {
  it('shows amounts with 2 places until the default currency is known', () => {
    expect(amountDecimals()).toBe(2);
    expect(formatAmount(123456)).toBe('1,234.56');
    expect(formatValue(amountColumn, 123456, 'en')).toBe('1,234.56');
  });

  it("shows every amount in the default currency's places once they are set", () => {
    setAmountDecimals(0);
    expect(formatAmount(123456)).toBe('123,456');
    expect(formatValue(amountColumn, 123456, 'en')).toBe('123,456');
    expect(formatValue(amountColumn, 123456, null)).toBe('123456');
    setAmountDecimals(3);
    expect(formatAmount(-123456)).toBe('-123.456');
    expect(formatValue(amountColumn, 123456, 'en')).toBe('123.456');
  });

  it('keeps 2 places for a value that is not a number of places from 0 to 4', () => {
    for (const wrong of [5, -1, 1.5, Number.NaN]) {
      setAmountDecimals(3);
      setAmountDecimals(wrong);
      expect(amountDecimals()).toBe(2);
    }
  });

  it('types amounts in the same places as it shows them', async () => {
    setAmountDecimals(0);
    const onChange = vi.fn();
    render(<MoneyInput aria-label="amount" value={1250} onChange={onChange} />);
    const input = screen.getByLabelText('amount');
    expect(input).toHaveProperty('value', '1250');
    fireEvent.change(input, { target: { value: '12' } });
    expect(onChange).toHaveBeenLastCalledWith(12);
    fireEvent.change(input, { target: { value: '12.5' } });
    expect(onChange).toHaveBeenLastCalledWith('12.5');
    const rule = moneyInputRule(i18n.getFixedT('en')) as {
      validator: (r: unknown, v: unknown) => Promise<void>;
    };
    await expect(rule.validator({}, '12.5')).rejects.toThrow('Enter an amount with at most 0 decimal places');
  });
});
