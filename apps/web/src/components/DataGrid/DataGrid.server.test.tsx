// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataGrid } from './DataGrid.tsx';
import { cellsOf, makeTrades, renderedRows, tradeColumns, type Trade } from './fixtures.tsx';
import type { ListMeta, ListQuery } from './types.ts';

// antd and happy-dom make each interaction slow; a test is a handful of them.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const all = makeTrades(57);

/** Stands in for the screen's API module: answers a page in API.md's list dialect. */
function fetchPage(query: ListQuery): { data: Trade[]; meta: ListMeta } {
  const field = query.sort?.replace(/^-/, '') as keyof Trade | undefined;
  const sorted = field
    ? [...all].sort((a, b) => (a[field] < b[field] ? -1 : 1) * (query.sort!.startsWith('-') ? -1 : 1))
    : all;
  const from = (query.page - 1) * query.per_page;
  const data = sorted.slice(from, from + query.per_page);
  return {
    data,
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total: all.length,
      last_page: Math.ceil(all.length / query.per_page),
      from: from + 1,
      to: from + data.length,
    },
  };
}

function ServerList({ onQuery }: { onQuery: (query: ListQuery) => void }) {
  const [query, setQuery] = useState<ListQuery>({ page: 1, per_page: 20 });
  const page = fetchPage(query);
  return (
    <DataGrid
      id="server-list"
      columns={tradeColumns}
      rows={page.data}
      rowKey="id"
      server={{
        query,
        meta: page.meta,
        onQueryChange: (next) => {
          onQuery(next);
          setQuery(next);
        },
      }}
    />
  );
}

const firstIds = () => renderedRows(screen.getByRole('grid')).map((row) => cellsOf(row)[0]);

describe('DataGrid server paging', () => {
  it('shows the pager with the total, and asks the screen for the page picked', async () => {
    const user = userEvent.setup();
    const onQuery = vi.fn();
    render(<ServerList onQuery={onQuery} />);
    expect(screen.getByText('共 57 条')).toBeTruthy();
    expect(firstIds()).toHaveLength(20);

    await user.click(screen.getByTitle('3'));
    expect(onQuery).toHaveBeenLastCalledWith({ page: 3, per_page: 20 });
    expect(firstIds()).toEqual(Array.from({ length: 17 }, (_, index) => String(41 + index)));
  });

  it('sends header sorts as API.md sort strings, back to page 1', async () => {
    const user = userEvent.setup();
    const onQuery = vi.fn();
    render(<ServerList onQuery={onQuery} />);
    await user.click(screen.getByTitle('2'));

    await user.click(screen.getByRole('button', { name: '排序: Amount' }));
    expect(onQuery).toHaveBeenLastCalledWith({ page: 1, per_page: 20, sort: 'amount' });
    await user.click(screen.getByRole('button', { name: '排序: Amount' }));
    expect(onQuery).toHaveBeenLastCalledWith({ page: 1, per_page: 20, sort: '-amount' });
    expect(firstIds().slice(0, 3)).toEqual(['57', '56', '55']);
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: '排序: Amount' }));
    expect(onQuery).toHaveBeenLastCalledWith({ page: 1, per_page: 20, sort: undefined });
  });

  it('shows a page in the order the server sent it', () => {
    const rows = [all[1]!, all[0]!, all[2]!];
    render(
      <DataGrid
        id="server-order"
        columns={tradeColumns}
        rows={rows}
        rowKey="id"
        server={{
          query: { page: 1, per_page: 20, sort: 'amount' },
          meta: { current_page: 1, per_page: 20, total: 3 },
          onQueryChange: () => undefined,
        }}
      />,
    );
    expect(firstIds()).toEqual(['2', '1', '3']);
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('has no pager for a local list', () => {
    render(<DataGrid id="local" columns={tradeColumns} rows={makeTrades(3)} rowKey="id" />);
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });
});
