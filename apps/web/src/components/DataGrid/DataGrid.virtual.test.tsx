// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataGrid } from './DataGrid.tsx';
import {
  cellsOf,
  giveScrollBoxHeight,
  makeTrades,
  renderedRows,
  tradeColumns,
  type Trade,
} from './fixtures.tsx';
import type { GridColumn } from './types.ts';

// antd and happy-dom make each interaction slow; a test is a handful of them.
vi.setConfig({ testTimeout: 20_000 });

let restoreHeight: () => void;
beforeEach(() => {
  restoreHeight = giveScrollBoxHeight(400);
});
afterEach(() => {
  cleanup();
  restoreHeight();
  localStorage.clear();
});

const trades100k = makeTrades(100_000);

describe('DataGrid virtual scrolling', () => {
  it('puts only the visible rows of 100 000 in the DOM, and follows the scroll', () => {
    render(<DataGrid id="virtual" columns={tradeColumns} rows={trades100k} rowKey="id" height={400} />);
    const grid = screen.getByRole('grid');

    expect(grid.getAttribute('aria-rowcount')).toBe('100001');
    const first = renderedRows(grid);
    // 400 px of 40 px rows under a 40 px header: 9–10 visible, plus a small overscan.
    expect(first.length).toBeGreaterThanOrEqual(9);
    expect(first.length).toBeLessThan(30);
    expect(cellsOf(first[0]!)[1]).toBe('Trade 1');

    grid.scrollTop = 40_000 * 40;
    fireEvent.scroll(grid);
    const far = renderedRows(grid);
    expect(far.length).toBeLessThan(30);
    const names = far.map((row) => cellsOf(row)[1]);
    expect(names).toContain('Trade 40000');
    expect(names).not.toContain('Trade 1');
    expect(screen.queryByText('Trade 1')).toBeNull();
  });

  it("shows a jump far down in the row elements it already had, and a column's own content stays with its row", async () => {
    const user = userEvent.setup();
    function Note() {
      const [open, setOpen] = useState(false);
      return (
        <button type="button" onClick={() => setOpen(true)}>
          {open ? 'open' : 'closed'}
        </button>
      );
    }
    const columns: GridColumn<Trade>[] = [
      ...tradeColumns,
      { key: 'note', title: 'Note', render: () => <Note /> },
    ];
    render(<DataGrid id="reuse" columns={columns} rows={trades100k} rowKey="id" height={400} />);
    const grid = screen.getByRole('grid');
    const before = renderedRows(grid);
    await user.click(within(before[0]!).getByRole('button', { name: 'closed' }));
    expect(within(before[0]!).getByRole('button', { name: 'open' })).toBeTruthy();

    grid.scrollTop = 50_000 * 40;
    fireEvent.scroll(grid);
    const after = renderedRows(grid);
    expect(after.map((row) => cellsOf(row)[1])).toContain('Trade 50000');
    // Every row changed; the elements that showed the first ones show these now, in the rows' order.
    expect(before.every((row) => after.includes(row))).toBe(true);
    const indexes = after.map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(indexes).toEqual(indexes.map((_, offset) => indexes[0]! + offset));
    expect(screen.queryByRole('button', { name: 'open' })).toBeNull();

    grid.scrollTop = 0;
    fireEvent.scroll(grid);
    expect(cellsOf(renderedRows(grid)[0]!)[1]).toBe('Trade 1');
    expect(screen.queryByRole('button', { name: 'open' })).toBeNull();
  });

  it('lets go of a focused checkbox whose row scrolls away, rather than giving its focus to another row', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DataGrid
        id="focus"
        columns={tradeColumns}
        rows={trades100k}
        rowKey="id"
        height={400}
        selection={{ onChange }}
      />,
    );
    const grid = screen.getByRole('grid');
    const box = within(renderedRows(grid)[0]!).getByRole('checkbox');
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(['1'], [trades100k[0]]);
    expect(document.activeElement).toBe(box);

    grid.scrollTop = 50_000 * 40;
    fireEvent.scroll(grid);
    expect(grid.contains(document.activeElement)).toBe(false);
    await user.keyboard('[Space]');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('sorts and selects all of 100 000 rows though it builds only the rows it shows', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DataGrid
        id="large-sort"
        columns={tradeColumns}
        rows={trades100k}
        rowKey="id"
        height={400}
        selection={{ onChange }}
      />,
    );
    const grid = screen.getByRole('grid');
    await user.click(screen.getByRole('button', { name: '排序: Amount' }));
    await user.click(screen.getByRole('button', { name: '排序: Amount' }));
    expect(cellsOf(renderedRows(grid)[0]!)[2]).toBe('Trade 100000');

    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    const [keys, rows] = onChange.mock.lastCall as [string[], Trade[]];
    expect(keys).toHaveLength(100_000);
    expect(rows[99_999]).toBe(trades100k[99_999]);
    expect(renderedRows(grid).every((row) => row.getAttribute('aria-selected') === 'true')).toBe(true);
  });

  it('keeps every row in the normal flow at 100 rows or fewer', () => {
    render(<DataGrid id="flow" columns={tradeColumns} rows={makeTrades(100)} rowKey="id" />);
    const rows = renderedRows(screen.getByRole('grid'));
    expect(rows).toHaveLength(100);
    expect(rows.some((row) => row.hasAttribute('data-virtual'))).toBe(false);
  });

  it('moves the current row with the arrow keys, brings it into view and activates it with Enter', async () => {
    const user = userEvent.setup();
    const onRowActivate = vi.fn();
    render(
      <DataGrid
        id="keys"
        columns={tradeColumns}
        rows={trades100k}
        rowKey="id"
        height={400}
        onRowActivate={onRowActivate}
      />,
    );
    const grid = screen.getByRole('grid');
    grid.focus();

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const current = document.getElementById(grid.getAttribute('aria-activedescendant') ?? '');
    expect(current).not.toBeNull();
    expect(current!.hasAttribute('data-current')).toBe(true);
    expect(cellsOf(current!)[1]).toBe('Trade 2');

    await user.keyboard('{Enter}');
    expect(onRowActivate).toHaveBeenCalledWith(trades100k[1]);

    await user.keyboard('{End}');
    // The grid scrolled its box to the last row; happy-dom sends no scroll event of its own.
    expect(grid.scrollTop).toBeGreaterThan(99_000 * 40);
    fireEvent.scroll(grid);
    const last = document.getElementById(grid.getAttribute('aria-activedescendant') ?? '');
    expect(cellsOf(last!)[1]).toBe('Trade 100000');
  });

  it('marks the clicked row as current', async () => {
    const user = userEvent.setup();
    render(<DataGrid id="click" columns={tradeColumns} rows={makeTrades(5)} rowKey="id" />);
    await user.click(screen.getByText('Trade 4'));
    const row = screen.getByText('Trade 4').closest('[role="row"]');
    expect(row?.hasAttribute('data-current')).toBe(true);
    expect(renderedRows(screen.getByRole('grid')).filter((r) => r.hasAttribute('data-current'))).toHaveLength(
      1,
    );
  });
});
