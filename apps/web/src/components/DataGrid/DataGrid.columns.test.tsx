// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataGrid } from './DataGrid.tsx';
import { cellsOf, makeTrades, renderedRows, tradeColumns } from './fixtures.tsx';

// antd and happy-dom make each interaction slow; a test is a handful of them.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const headerTitles = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
const grid = (id = 'admins') => <DataGrid id={id} columns={tradeColumns} rows={makeTrades(3)} rowKey="id" />;

describe('DataGrid column customisation', () => {
  it('hides and reorders columns, remembers it per grid id and restores it on the next visit', async () => {
    const user = userEvent.setup();
    const first = render(grid());
    await user.click(screen.getByRole('button', { name: '列设置' }));
    await user.click(screen.getByRole('checkbox', { name: 'Rate' }));
    await user.click(screen.getByRole('button', { name: '上移: Status' }));
    await user.click(screen.getByRole('button', { name: '上移: Status' }));

    const changed = ['ID', 'Name', 'Status', 'Amount', 'Created'];
    expect(headerTitles()).toEqual(changed);
    expect(cellsOf(renderedRows(screen.getByRole('grid'))[0]!)).toEqual([
      '1',
      'Trade 1',
      'Active',
      '123.45',
      '2026-01-01 08:30:00',
    ]);
    first.unmount();

    render(grid());
    expect(headerTitles()).toEqual(changed);
    cleanup();

    // Another grid keeps its own settings.
    render(grid('roles'));
    expect(headerTitles()).toEqual(['ID', 'Name', 'Amount', 'Rate', 'Status', 'Created']);
  });

  it('puts the declared columns back on reset', async () => {
    const user = userEvent.setup();
    render(grid());
    await user.click(screen.getByRole('button', { name: '列设置' }));
    await user.click(screen.getByRole('checkbox', { name: 'Name' }));
    // The list holds hidden columns too: the first step passes the hidden Name.
    await user.click(screen.getByRole('button', { name: '下移: ID' }));
    await user.click(screen.getByRole('button', { name: '下移: ID' }));
    expect(headerTitles()).toEqual(['Amount', 'ID', 'Rate', 'Status', 'Created']);

    // antd spaces out a two-character Chinese label ("重 置").
    await user.click(screen.getByRole('button', { name: /^重\s?置$/ }));
    expect(headerTitles()).toEqual(['ID', 'Name', 'Amount', 'Rate', 'Status', 'Created']);
    cleanup();
    render(grid());
    expect(headerTitles()).toEqual(['ID', 'Name', 'Amount', 'Rate', 'Status', 'Created']);
  });

  it('resizes a column from the keyboard, never below 100 px, and remembers the width', async () => {
    const user = userEvent.setup();
    render(grid());
    const nameHandle = screen.getByRole('separator', { name: '拖动调整列宽: Name' });
    const idHandle = screen.getByRole('separator', { name: '拖动调整列宽: ID' });
    expect(nameHandle.getAttribute('aria-valuenow')).toBe('150');

    nameHandle.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    idHandle.focus();
    await user.keyboard('{ArrowLeft}');

    expect(screen.getByRole('separator', { name: '拖动调整列宽: Name' }).getAttribute('aria-valuenow')).toBe(
      '170',
    );
    expect(screen.getByRole('separator', { name: '拖动调整列宽: ID' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    cleanup();
    render(grid());
    expect(screen.getByRole('separator', { name: '拖动调整列宽: Name' }).getAttribute('aria-valuenow')).toBe(
      '170',
    );
  });

  it('resizes a column by dragging the edge of its header, never below 100 px', () => {
    render(grid());
    const width = () =>
      screen.getByRole('separator', { name: '拖动调整列宽: Amount' }).getAttribute('aria-valuenow');
    const drag = (from: number, to: number) => {
      fireEvent.mouseDown(screen.getByRole('separator', { name: '拖动调整列宽: Amount' }), { clientX: from });
      fireEvent.mouseMove(document, { clientX: to });
      fireEvent.mouseUp(document, { clientX: to });
    };

    drag(500, 560);
    expect(width()).toBe('210');
    drag(700, 400);
    expect(width()).toBe('100');
  });

  it('keeps a column declared not hideable on screen', async () => {
    const user = userEvent.setup();
    const columns = tradeColumns.map((column) =>
      column.key === 'name' ? { ...column, hideable: false } : column,
    );
    render(<DataGrid id="locked" columns={columns} rows={makeTrades(1)} rowKey="id" />);
    await user.click(screen.getByRole('button', { name: '列设置' }));
    expect((screen.getByRole('checkbox', { name: 'Name' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('sorts local rows by a sortable header: ascending, descending, then as given', async () => {
    const user = userEvent.setup();
    const rows = [...makeTrades(3)].reverse();
    render(<DataGrid id="sorting" columns={tradeColumns} rows={rows} rowKey="id" />);
    const names = () => renderedRows(screen.getByRole('grid')).map((row) => cellsOf(row)[1]);
    const header = () => screen.getByRole('columnheader', { name: /Amount/ });

    await user.click(screen.getByRole('button', { name: '排序: Amount' }));
    expect(names()).toEqual(['Trade 1', 'Trade 2', 'Trade 3']);
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: '排序: Amount' }));
    expect(names()).toEqual(['Trade 3', 'Trade 2', 'Trade 1']);
    expect(header().getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: '排序: Amount' }));
    expect(names()).toEqual(['Trade 3', 'Trade 2', 'Trade 1']);
    expect(header().getAttribute('aria-sort')).toBe('none');
  });
});
