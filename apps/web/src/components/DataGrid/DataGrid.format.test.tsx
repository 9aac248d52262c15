// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataGrid } from './DataGrid.tsx';
import { formatValue } from './format.ts';
import { cellsOf, renderedRows } from './fixtures.tsx';
import type { GridColumn, GridLanguage } from './types.ts';

// antd and happy-dom make each interaction slow; a test is a handful of them.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

interface Money {
  id: number;
  amount: unknown;
  yen?: number;
  btc?: number;
  rate?: unknown;
  ratio?: number;
  at?: string;
}

const columns: GridColumn<Money>[] = [
  { key: 'amount', title: 'Amount', type: 'amount' },
  { key: 'yen', title: 'Yen', type: 'amount', decimals: 0 },
  { key: 'btc', title: 'BTC', type: 'amount', decimals: 8 },
  { key: 'rate', title: 'Rate', type: 'float' },
  { key: 'ratio', title: 'Ratio', type: 'float', decimals: 3 },
  { key: 'at', title: 'At', type: 'date', dateFormat: 'DD/MM/YYYY HH:mm' },
];

function shownCells(rows: Money[], language?: GridLanguage): string[][] {
  render(<DataGrid id="money" columns={columns} rows={rows} rowKey="id" language={language} />);
  return renderedRows(screen.getByRole('grid')).map(cellsOf);
}

describe('DataGrid number and date formatting', () => {
  it('shows amounts, stored as integers of the smallest unit, with 2 places by default', () => {
    const cells = shownCells([
      { id: 1, amount: 12345 },
      { id: 2, amount: 123456789 },
      { id: 3, amount: -5 },
      { id: 4, amount: 0 },
      // Past 2^53 a number loses digits; a bigint or a digit string does not.
      { id: 5, amount: 9007199254740993n },
      { id: 6, amount: '9007199254740993' },
    ]);
    expect(cells.map((row) => row[0])).toEqual([
      '123.45',
      '1,234,567.89',
      '-0.05',
      '0.00',
      '90,071,992,547,409.93',
      '90,071,992,547,409.93',
    ]);
  });

  it('places the point where the column says', () => {
    const [row] = shownCells([{ id: 1, amount: 1, yen: 1234567, btc: 123456789 }]);
    expect(row!.slice(1, 3)).toEqual(['1,234,567', '1.23456789']);
  });

  it('shows floats with 1 place by default, or the declared places, from numbers or decimal strings', () => {
    const cells = shownCells([
      { id: 1, amount: 0, rate: 12.345, ratio: 0.5 },
      { id: 2, amount: 0, rate: '12.5', ratio: 2 / 3 },
      { id: 3, amount: 0, rate: '7', ratio: 1234.5 },
    ]);
    expect(cells.map((row) => row.slice(3, 5))).toEqual([
      ['12.3', '0.500'],
      ['12.5', '0.667'],
      ['7.0', '1,234.500'],
    ]);
  });

  it('formats numbers the way the chosen language writes them', () => {
    const [vn] = shownCells([{ id: 1, amount: 123456789, rate: '12.5' }], 'vn');
    cleanup();
    const [id] = shownCells([{ id: 1, amount: 123456789, rate: '12.5' }], 'id');
    expect([vn![0], vn![3]]).toEqual(['1.234.567,89', '12,5']);
    expect([id![0], id![3]]).toEqual(['1.234.567,89', '12,5']);
  });

  it("shows rates with the places they were sent with and the language's marks, and copies them plain", () => {
    const rate: GridColumn<Money> = { key: 'rate', title: 'Rate', type: 'percent' };
    const shown = (value: unknown, language: GridLanguage | null) => formatValue(rate, value, language);
    expect(['12.5', '0.6', '7', '0.0001', '1234.5'].map((v) => shown(v, 'en'))).toEqual([
      '12.5%',
      '0.6%',
      '7%',
      '0.0001%',
      '1,234.5%',
    ]);
    expect(['12.5', '0.6', '1234.5'].map((v) => shown(v, 'vn'))).toEqual(['12,5%', '0,6%', '1.234,5%']);
    expect(shown('12.5', 'id')).toBe('12,5%');
    expect(shown('12.5', 'zh-cn')).toBe('12.5%');
    // Copy and export: the decimal as sent, which a spreadsheet reads and import reads back.
    expect(shown('12.5', null)).toBe('12.5');
    expect(shown('n/a', 'vn')).toBe('n/a');
  });

  it('shows dates in local time with the column format, and leaves empty values empty', () => {
    const cells = shownCells([
      { id: 1, amount: 0, at: '2026-11-21T08:30:00.000Z' },
      { id: 2, amount: null },
    ]);
    expect(cells[0]![5]).toBe('21/11/2026 08:30');
    expect(cells[1]).toEqual(['', '', '', '', '', '']);
  });
});
