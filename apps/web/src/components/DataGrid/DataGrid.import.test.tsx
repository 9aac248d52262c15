// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataGrid } from './DataGrid.tsx';
import { cellsOf, makeTrades, renderedRows, tradeColumns, type Trade } from './fixtures.tsx';
import type { ImportResult } from './types.ts';

// antd and happy-dom make each interaction slow; a test is a handful of them.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** A screen that keeps its rows in state and takes the grid's rows after an import. */
function ImportingScreen({ onImport }: { onImport: (result: ImportResult<Trade>) => void }) {
  const [rows, setRows] = useState<readonly Trade[]>(() => makeTrades(2));
  return (
    <DataGrid
      id="importing"
      columns={tradeColumns}
      rows={rows}
      rowKey="id"
      onImport={(result) => {
        onImport(result);
        setRows(result.rows);
      }}
    />
  );
}

const csv = (text: string, name = 'trades.csv', type = 'text/csv') => new File([text], name, { type });

const goodFile = () =>
  csv(
    [
      'ID,Name,Amount,Rate,Status,Created',
      '7,Imported A,"1,234.5",2.75,Settled,2026-03-04 05:06:07',
      '8,Imported B,-0.05,,active,',
    ].join('\r\n'),
  );

async function importFile(file: File, mode: '导入并插入顶部' | '导入并覆盖') {
  // The file picker refuses other types itself; a user can still pick "all files", which this mimics.
  const user = userEvent.setup({ applyAccept: false });
  await user.click(screen.getByRole('button', { name: '导入' }));
  await user.click(within(screen.getByRole('menu', { name: '导入' })).getByRole('menuitem', { name: mode }));
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, file);
}

const shownNames = () => renderedRows(screen.getByRole('grid')).map((row) => cellsOf(row)[1]);

describe('DataGrid CSV import', () => {
  it('insertTop puts the converted rows above the current ones', async () => {
    const onImport = vi.fn();
    render(<ImportingScreen onImport={onImport} />);

    await importFile(goodFile(), '导入并插入顶部');

    expect(await screen.findByText('保存成功')).toBeTruthy();
    const [result] = onImport.mock.calls[0]! as [ImportResult<Trade>];
    expect(result.mode).toBe('insertTop');
    // Money becomes an integer of the smallest unit; dates ISO; tags their codes (by label or code).
    expect(result.imported).toEqual([
      {
        id: 7,
        name: 'Imported A',
        amount: 123450,
        rate: '2.75',
        status: 'settled',
        created_at: '2026-03-04T05:06:07.000Z',
      },
      { id: 8, name: 'Imported B', amount: -5, rate: null, status: 'active', created_at: null },
    ]);
    expect(shownNames()).toEqual(['Imported A', 'Imported B', 'Trade 1', 'Trade 2']);
    expect(cellsOf(renderedRows(screen.getByRole('grid'))[0]!)[2]).toBe('1,234.50');
  });

  it("numbers each imported row as the file's spreadsheet does, blank lines counted", async () => {
    const onImport = vi.fn();
    render(<ImportingScreen onImport={onImport} />);
    await importFile(csv('ID,Name\r\n7,A\r\n\r\n8,"B\r\non two lines"\r\n9,C\r\n'), '导入并插入顶部');
    await screen.findByText('保存成功');
    expect(onImport.mock.calls[0]![0]).toMatchObject({ rowNumbers: [2, 4, 5] });
  });

  it('covering replaces the current rows with the file', async () => {
    const onImport = vi.fn();
    render(<ImportingScreen onImport={onImport} />);

    await importFile(goodFile(), '导入并覆盖');

    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(onImport.mock.calls[0]![0]).toMatchObject({ mode: 'covering' });
    expect(shownNames()).toEqual(['Imported A', 'Imported B']);
  });

  it('refuses a file that is not CSV with "unsupported file type"', async () => {
    const onImport = vi.fn();
    render(<ImportingScreen onImport={onImport} />);

    await importFile(
      csv('ID\r\n1', 'trades.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      '导入并覆盖',
    );

    expect(await screen.findByText('不支持的文件类型')).toBeTruthy();
    expect(onImport).not.toHaveBeenCalled();
    expect(shownNames()).toEqual(['Trade 1', 'Trade 2']);
  });

  it.each([
    ['an amount with more places than the column has', 'ID,Name,Amount\r\n9,X,1.005', '（第 2 行，Amount）'],
    ['a date that does not parse', 'ID,Name,Created\r\n8,Y,\r\n\r\n9,X,yesterday', '（第 4 行，Created）'],
    ['a status that is not one of the options', 'ID,Status\r\n9,Lost', '（第 2 行，Status）'],
    ['a header naming no column', 'ID,Nickname\r\n9,X', ''],
    ['a row with a missing cell', 'ID,Name,Amount\r\n8,Y,1\r\n9,X', '（第 3 行）'],
  ])(
    'refuses %s with "import failure due to field or data format", naming where',
    async (_case, text, where) => {
      const onImport = vi.fn();
      render(<ImportingScreen onImport={onImport} />);

      await importFile(csv(text), '导入并插入顶部');

      expect(await screen.findByText(`导入失败，字段或数据格式错误${where}`)).toBeTruthy();
      expect(onImport).not.toHaveBeenCalled();
      expect(shownNames()).toEqual(['Trade 1', 'Trade 2']);
    },
  );

  it('reads back what export wrote, formula guard included', async () => {
    const onImport = vi.fn();
    render(<ImportingScreen onImport={onImport} />);
    await importFile(csv(`Name,Amount\r\n"'=SUM(A1)",-12.50`), '导入并插入顶部');
    await screen.findByText('保存成功');
    expect(onImport.mock.calls[0]![0].imported).toEqual([{ name: '=SUM(A1)', amount: -1250 }]);
  });

  it('reports a failed save with "an error occurred, the operation failed"', async () => {
    render(
      <DataGrid
        id="failing"
        columns={tradeColumns}
        rows={makeTrades(1)}
        rowKey="id"
        onImport={() => Promise.reject(new Error('server said no'))}
      />,
    );
    await importFile(goodFile(), '导入并覆盖');
    expect(await screen.findByText('发生错误，操作失败')).toBeTruthy();
  });

  it('tells a tree grid that tree tables do not support import', async () => {
    const user = userEvent.setup();
    const onImport = vi.fn();
    const clicked = vi.spyOn(HTMLInputElement.prototype, 'click');
    render(
      <DataGrid
        id="tree-import"
        columns={tradeColumns}
        rows={makeTrades(1)}
        rowKey="id"
        tree
        onImport={onImport}
      />,
    );
    await user.click(screen.getByRole('button', { name: '导入' }));
    await user.click(screen.getByRole('menuitem', { name: '导入并插入顶部' }));

    expect(await screen.findByText('树表格不支持导入')).toBeTruthy();
    expect(clicked).not.toHaveBeenCalled();
  });
});
