// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataGrid } from './DataGrid.tsx';
import { captureDownloads, csvLines, makeTrades, tradeColumns, type Trade } from './fixtures.tsx';
import type { GridColumn } from './types.ts';

// antd and happy-dom make each interaction slow; a test is a handful of them.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 8, 30, 5));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('DataGrid CSV export', () => {
  it('saves the shown columns and rows as <name>-yyyyMMddHHmmss.csv', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    render(<DataGrid id="trades" columns={tradeColumns} rows={makeTrades(2)} rowKey="id" />);

    await user.click(screen.getByRole('button', { name: '导出' }));

    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toBe('trades-20261121083005.csv');
    expect(downloads[0]!.blob.type).toBe('text/csv;charset=utf-8');
    expect(await csvLines(downloads[0]!.blob)).toEqual([
      'ID,Name,Amount,Rate,Status,Created',
      // Plain numbers (no grouping), tag labels, dates in local time (UTC on this machine).
      '1,Trade 1,123.45,0.3,Active,2026-01-01 08:30:00',
      '2,Trade 2,246.90,1.3,Settled,2026-01-01 08:31:00',
    ]);
  });

  it('follows the column settings, the sort order and the export name', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    render(
      <DataGrid
        id="sorted"
        exportName="investments"
        columns={tradeColumns}
        rows={makeTrades(3)}
        rowKey="id"
      />,
    );
    await user.click(screen.getByRole('button', { name: '列设置' }));
    await user.click(screen.getByRole('checkbox', { name: 'Rate' }));
    await user.click(screen.getByRole('checkbox', { name: 'Status' }));
    await user.click(screen.getByRole('checkbox', { name: 'Created' }));
    await user.click(screen.getByRole('button', { name: '上移: Amount' }));
    await user.click(screen.getByRole('button', { name: '排序: Amount' }));
    await user.click(screen.getByRole('button', { name: '排序: Amount' }));

    await user.click(screen.getByRole('button', { name: '导出' }));

    expect(downloads[0]!.name).toBe('investments-20261121083005.csv');
    expect(await csvLines(downloads[0]!.blob)).toEqual([
      'ID,Amount,Name',
      '3,370.35,Trade 3',
      '2,246.90,Trade 2',
      '1,123.45,Trade 1',
    ]);
  });

  it('guards text that a spreadsheet would run as a formula, but not negative numbers', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const columns: GridColumn<Trade>[] = [
      { key: 'name', title: 'Name' },
      { key: 'amount', title: 'Amount', type: 'amount' },
    ];
    const rows = [{ ...makeTrades(1)[0]!, name: '=HYPERLINK("x")', amount: -1250 }];
    render(<DataGrid id="formula" columns={columns} rows={rows} rowKey="id" />);
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await csvLines(downloads[0]!.blob)).toEqual(['Name,Amount', `"'=HYPERLINK(""x"")",-12.50`]);
  });

  it('hands both exports of a server list to the screen, so the server writes both alike', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const serverExport = vi.fn().mockResolvedValue(undefined);
    render(
      <DataGrid
        id="server"
        columns={tradeColumns}
        rows={makeTrades(2)}
        rowKey="id"
        server={{
          query: { page: 1, per_page: 20 },
          meta: { current_page: 1, per_page: 20, total: 2 },
          onQueryChange: () => undefined,
        }}
        serverExport={serverExport}
      />,
    );

    await user.click(screen.getByRole('button', { name: '导出' }));
    const menu = screen.getByRole('menu', { name: '导出' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['导出当前数据', '导出全部']);
    await user.click(within(menu).getByRole('menuitem', { name: '导出全部' }));
    expect(serverExport).toHaveBeenLastCalledWith('all');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByRole('button', { name: '导出' }));
    await user.click(
      within(screen.getByRole('menu', { name: '导出' })).getByRole('menuitem', { name: '导出当前数据' }),
    );
    expect(serverExport).toHaveBeenLastCalledWith('page');
    expect(serverExport).toHaveBeenCalledTimes(2);
    expect(downloads).toHaveLength(0);
  });

  it('says so when the browser cannot save files', async () => {
    const user = userEvent.setup();
    // An old browser without object URLs.
    vi.stubGlobal('URL', { ...URL, createObjectURL: undefined });
    render(<DataGrid id="old" columns={tradeColumns} rows={makeTrades(1)} rowKey="id" />);
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('浏览器不支持导入导出')).toBeTruthy();
  });
});
