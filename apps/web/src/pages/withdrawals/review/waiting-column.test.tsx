// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminWithdrawal } from '@app/contracts/withdrawals';
import { DataGrid } from '../../../components/DataGrid/DataGrid.tsx';
import { cellsOf, renderedRows } from '../../../components/DataGrid/fixtures.tsx';
import { i18n } from '../../../i18n/index.ts';
import { inEnglish } from '../../../components/crud/kit-fixtures.tsx';
import { waitingColumn } from './waiting-column.tsx';

vi.setConfig({ testTimeout: 20_000 });

const now = Date.parse('2026-11-25T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

const request = (id: number, createdAt: string): AdminWithdrawal => ({
  id,
  user: { id: 7, name: 'ann' },
  account_name: 'Ann',
  card_number: '6222000011112222',
  bank_name: 'Bank',
  amount: 10_000,
  status: 'pending',
  review_comment: null,
  reviewer: null,
  reviewed_at: null,
  first_review: null,
  created_at: createdAt,
  needs_second_approval: false,
});

const rows = [
  request(1, hoursAgo(75)),
  request(2, hoursAgo(24)),
  request(3, hoursAgo(23.99)),
  request(4, hoursAgo(0.5)),
];

function waitingCells(overdueHours: number | undefined): { text: string; overdue: boolean }[] {
  render(
    <DataGrid
      id="waiting"
      columns={[{ key: 'id', title: 'ID', type: 'integer' }, waitingColumn(i18n.t, now, overdueHours)]}
      rows={rows}
      rowKey="id"
    />,
  );
  return renderedRows(screen.getByRole('grid')).map((row) => {
    const cell = within(row).getAllByRole('gridcell')[1]!;
    return { text: cellsOf(row)[1]!, overdue: cell.querySelector('.ant-tag') !== null };
  });
}

beforeAll(inEnglish);
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('how long a withdrawal request has waited', () => {
  it('marks the requests past the overdue age with a tag naming their age', () => {
    expect(waitingCells(24)).toEqual([
      { text: 'Overdue · 3 d', overdue: true },
      { text: 'Overdue · 24 h', overdue: true },
      { text: '23 h', overdue: false },
      { text: '30 min', overdue: false },
    ]);
  });

  it('follows the age staff set', () => {
    expect(waitingCells(1).map((cell) => cell.overdue)).toEqual([true, true, true, false]);
  });

  it('marks nothing until the overdue age is known', () => {
    expect(waitingCells(undefined).map((cell) => cell.overdue)).toEqual([false, false, false, false]);
  });
});
