// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataGrid } from './DataGrid.tsx';
import { cellsOf, renderedRows } from './fixtures.tsx';
import type { GridColumn } from './types.ts';

// antd and happy-dom make each interaction slow; a test is a handful of them.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

interface Department {
  id: number;
  name: string;
  sort: number;
  children?: Department[];
}

const departments: Department[] = [
  {
    id: 1,
    name: 'Head office',
    sort: 1,
    children: [
      { id: 11, name: 'Finance', sort: 1, children: [{ id: 111, name: 'Payables', sort: 1 }] },
      { id: 12, name: 'Risk', sort: 2 },
    ],
  },
  { id: 2, name: 'Branch', sort: 2 },
];

const columns: GridColumn<Department>[] = [
  { key: 'name', title: 'Name', width: 240 },
  { key: 'sort', title: 'Sort', type: 'integer' },
];

const shown = () =>
  renderedRows(screen.getByRole('treegrid')).map(
    (row) => `${row.getAttribute('aria-level')}:${cellsOf(row)[0]}`,
  );

describe('DataGrid tree rows', () => {
  it('expands and collapses a branch with its toggle', async () => {
    const user = userEvent.setup();
    render(<DataGrid id="departments" columns={columns} rows={departments} rowKey="id" tree />);
    expect(shown()).toEqual(['1:Head office', '1:Branch']);

    await user.click(screen.getByRole('button', { name: '展开' }));
    expect(shown()).toEqual(['1:Head office', '2:Finance', '2:Risk', '1:Branch']);
    const headOffice = screen.getByText('Head office').closest('[role="row"]')!;
    expect(headOffice.getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByRole('button', { name: '收起' }));
    expect(shown()).toEqual(['1:Head office', '1:Branch']);
    expect(headOffice.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens and closes rows from the keyboard, Left on a child going to its parent', async () => {
    const user = userEvent.setup();
    render(<DataGrid id="departments-keys" columns={columns} rows={departments} rowKey="id" tree />);
    const grid = screen.getByRole('treegrid');
    grid.focus();
    const current = () => cellsOf(document.getElementById(grid.getAttribute('aria-activedescendant')!)!)[0];

    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowDown}{ArrowRight}');
    expect(shown()).toEqual(['1:Head office', '2:Finance', '3:Payables', '2:Risk', '1:Branch']);
    expect(current()).toBe('Finance');

    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(current()).toBe('Finance');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toEqual(['1:Head office', '2:Finance', '2:Risk', '1:Branch']);
  });

  it('expands and collapses everything from the toolbar, or starts expanded', async () => {
    const user = userEvent.setup();
    render(<DataGrid id="departments-all" columns={columns} rows={departments} rowKey="id" tree />);
    await user.click(screen.getByRole('button', { name: '全部展开' }));
    expect(shown()).toEqual(['1:Head office', '2:Finance', '3:Payables', '2:Risk', '1:Branch']);
    await user.click(screen.getByRole('button', { name: '全部收起' }));
    expect(shown()).toEqual(['1:Head office', '1:Branch']);
    cleanup();

    render(
      <DataGrid
        id="menus"
        columns={columns}
        rows={departments}
        rowKey="id"
        tree={{ defaultExpandAll: true }}
      />,
    );
    expect(shown()).toHaveLength(5);
  });

  it('reads children from the declared field', () => {
    const rows = [{ id: 1, name: 'Root', sort: 1, items: [{ id: 2, name: 'Leaf', sort: 1 }] }];
    render(
      <DataGrid
        id="items"
        columns={columns}
        rows={rows}
        rowKey="id"
        tree={{ childrenKey: 'items', defaultExpandAll: true }}
      />,
    );
    expect(shown()).toEqual(['1:Root', '2:Leaf']);
  });
});
