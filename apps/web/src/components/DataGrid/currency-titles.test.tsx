import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setDefaultCurrency } from '../money/default-currency.ts';
import { useCurrencyTitles } from './currency-titles.ts';
import { DataGrid } from './DataGrid.tsx';
import type { GridColumn } from './types.ts';

const columns: GridColumn<object>[] = [
  { key: 'name', title: 'Name' },
  { key: 'amount', title: 'Amount', type: 'amount' },
  { key: 'rate', title: 'Rate', type: 'amount', decimals: 4 },
];

afterEach(() => setDefaultCurrency(undefined));

describe('amount column headers', () => {
  it('name the default currency once it is known, and follow a change of it', () => {
    const { result } = renderHook(() => useCurrencyTitles(columns));
    expect(result.current).toBe(columns);
    act(() => setDefaultCurrency({ code: 'CNY', symbol: '¥', decimals: 2 }));
    expect(result.current.map((column) => column.title)).toEqual(['Name', 'Amount (CNY)', 'Rate']);
    act(() => setDefaultCurrency({ code: 'VND', symbol: '₫', decimals: 0 }));
    expect(result.current[1]!.title).toBe('Amount (VND)');
  });

  it('keep the currency in sight when the header is too narrow for its words: only they are cut short', () => {
    setDefaultCurrency({ code: 'CNY', symbol: '¥', decimals: 2 });
    render(<DataGrid id="amounts" columns={columns} rows={[]} rowKey={() => 0} />);
    const header = screen.getByRole('columnheader', { name: /^Amount \(CNY\)/ });
    // The words in the box that cuts with an ellipsis, the unit beside it in a box that does not shrink.
    expect(header.querySelector('.dg-text')!.textContent).toBe('Amount');
    expect(header.querySelector('.dg-unit')!.textContent).toBe('\u00a0(CNY)');
    expect(screen.getByRole('columnheader', { name: /^Rate/ }).querySelector('.dg-unit')).toBeNull();
  });
});
