// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataGrid } from './DataGrid.tsx';
import { cellsOf, giveScrollBoxHeight, makeTrades, renderedRows, tradeColumns } from './fixtures.tsx';

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
