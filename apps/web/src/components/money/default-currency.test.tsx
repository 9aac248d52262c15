import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../../i18n/index.ts';
import { formatValue } from '../DataGrid/index.ts';
import { formatAmount } from './amount.ts';
import { amountDecimals, setDefaultCurrency } from './default-currency.ts';
import { MoneyInput, moneyInputRule } from './money-input.tsx';

const amountColumn = { key: 'amount', title: 'Amount', type: 'amount' as const };
const cny = { code: 'CNY', symbol: '¥', decimals: 2 };

beforeAll(() => applyLanguage('en'));
afterEach(() => setDefaultCurrency(undefined));
afterAll(() => applyLanguage('en'));

async function ruleMessage(text: string, signed = false): Promise<string> {
  const rule = moneyInputRule(i18n.t, { signed }) as { validator: (r: unknown, v: unknown) => Promise<void> };
  return rule.validator({}, text).then(
    () => '',
    (error: Error) => error.message,
  );
}

describe("amounts in the default currency's symbol and places", () => {
  it('shows bare amounts with 2 places until the default currency is known', () => {
    expect(amountDecimals()).toBe(2);
    expect(formatAmount(123456)).toBe('1,234.56');
    expect(formatValue(amountColumn, 123456, 'en')).toBe('1,234.56');
  });

  it("shows the currency's symbol and places once it is known, in the admin's language", async () => {
    setDefaultCurrency(cny);
    expect(formatAmount(123456)).toBe('¥1,234.56');
    expect(formatAmount(123456, { signed: true })).toBe('+¥1,234.56');
    expect(formatAmount(123456, { bare: true })).toBe('1,234.56');
    await applyLanguage('vn');
    expect(formatAmount(123456)).toBe('1.234,56\u00a0¥');
    await applyLanguage('id');
    expect(formatAmount(-123456)).toBe('-¥1.234,56');
    await applyLanguage('zh-cn');
    expect(formatAmount(123456)).toBe('¥1,234.56');
    await applyLanguage('en');
    setDefaultCurrency({ code: 'JPY', symbol: '¥', decimals: 0 });
    expect(formatAmount(123456)).toBe('¥123,456');
    expect(formatValue(amountColumn, 123456, 'vn')).toBe('123.456');
    expect(formatValue(amountColumn, 123456, null)).toBe('123456');
  });

  it('keeps 2 places for a currency whose places are not 0 to 4', () => {
    for (const wrong of [5, -1, 1.5, Number.NaN]) {
      setDefaultCurrency({ ...cny, decimals: 3 });
      setDefaultCurrency({ ...cny, decimals: wrong });
      expect(amountDecimals()).toBe(2);
      expect(formatAmount(100)).toBe('1.00');
    }
  });
});

describe('MoneyInput in the languages of the admin', () => {
  it('reads the decimal comma in Vietnamese and shows the currency beside the field', async () => {
    setDefaultCurrency(cny);
    await applyLanguage('vn');
    const onChange = vi.fn();
    render(<MoneyInput aria-label="amount" value={123456} onChange={onChange} />);
    const input = screen.getByLabelText('amount');
    expect(input).toHaveProperty('value', '1234,56');
    expect(screen.getByText('CNY')).toBeTruthy();
    fireEvent.change(input, { target: { value: '100,50' } });
    expect(onChange).toHaveBeenLastCalledWith(10050);
    fireEvent.change(input, { target: { value: '1.234,5' } });
    expect(onChange).toHaveBeenLastCalledWith(123450);
    // A point with two digits after it is not a thousands group: refused, not read as 10050 or 100.
    fireEvent.change(input, { target: { value: '100.50' } });
    expect(onChange).toHaveBeenLastCalledWith('100.50');
    expect(await ruleMessage('100.50')).toBe(
      'Viết hàng nghìn như 1.234,56: "." giữa các nhóm ba chữ số, "," trước phần thập phân',
    );
    await act(() => applyLanguage('en'));
  });

  it('says why a text is not an amount, one reason for each mistake', async () => {
    await applyLanguage('en');
    expect(await ruleMessage('abc')).toBe('Enter an amount such as 1,234.56');
    expect(await ruleMessage('100,50')).toBe(
      'Write thousands as 1,234.56: "," between groups of three digits, "." before the decimals',
    );
    expect(await ruleMessage('1.234')).toBe('At most 2 decimal places');
    expect(await ruleMessage('-5')).toBe('An amount here cannot be negative');
    expect(await ruleMessage('-5', true)).toBe('Enter an amount such as 1,234.56');
    expect(await ruleMessage('90071992547409.92')).toBe('This amount is too large');
    await applyLanguage('id');
    setDefaultCurrency({ ...cny, decimals: 0 });
    expect(await ruleMessage('12,5')).toBe('Paling banyak 0 angka desimal');
    expect(await ruleMessage('x')).toBe('Masukkan jumlah seperti 1.234');
    await applyLanguage('en');
  });

  it('hands the form integers through a real form item', async () => {
    await applyLanguage('id');
    setDefaultCurrency({ code: 'IDR', symbol: 'Rp', decimals: 2 });
    let submitted: unknown;
    function Harness() {
      return (
        <Form onFinish={(values: { amount: unknown }) => (submitted = values.amount)}>
          <Form.Item name="amount" label="amount" rules={[moneyInputRule(i18n.t)]}>
            <MoneyInput />
          </Form.Item>
          <button type="submit">send</button>
        </Form>
      );
    }
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('amount'), { target: { value: '1.234,56' } });
    fireEvent.click(screen.getByText('send'));
    await vi.waitFor(() => expect(submitted).toBe(123456));
    await applyLanguage('en');
  });
});
