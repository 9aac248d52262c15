import { useMemo } from 'react';
import { useDefaultCurrency } from '../money/default-currency.ts';
import type { GridColumn } from './types.ts';

const inDefaultCurrency = (column: GridColumn<never>) =>
  column.type === 'amount' && column.decimals === undefined;

/**
 * A column of amounts in the default currency names it in its header ("Amount (CNY)"), so every cell
 * need not repeat it; the header travels into export and column settings with the title.
 */
export function useCurrencyTitles<TRow>(columns: readonly GridColumn<TRow>[]): readonly GridColumn<TRow>[] {
  const code = useDefaultCurrency((s) => s.currency?.code);
  return useMemo(() => {
    if (!code || !columns.some((column) => inDefaultCurrency(column as GridColumn<never>))) return columns;
    return columns.map((column) =>
      inDefaultCurrency(column as GridColumn<never>)
        ? { ...column, title: `${column.title} (${code})`, titleUnit: `(${code})` }
        : column,
    );
  }, [columns, code]);
}
