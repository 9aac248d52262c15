// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataGrid } from './DataGrid.tsx';
import { makeTrades, renderedRows, tradeColumns } from './fixtures.tsx';

// antd and happy-dom make each interaction slow; a test is a handful of them.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const trades = makeTrades(4);

describe('DataGrid selection and bulk actions', () => {
  it('says "select at least one record" and runs nothing when no row is selected', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(
      <DataGrid
        id="bulk"
        columns={tradeColumns}
        rows={trades}
        rowKey="id"
        selection
        bulkActions={[{ key: 'delete', label: 'Delete selected', danger: true, onClick: onDelete }]}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));

    expect(await screen.findByText('请至少选择一条记录')).toBeTruthy();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('hands the selected rows to the bulk action and reports the selection', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    const onChange = vi.fn();
    render(
      <DataGrid
        id="bulk"
        columns={tradeColumns}
        rows={trades}
        rowKey="id"
        selection={{ onChange }}
        bulkActions={[{ key: 'delete', label: 'Delete selected', onClick: onDelete }]}
      />,
    );
    const boxes = screen.getAllByRole('checkbox', { name: '选择此行' });
    await user.click(boxes[1]!);
    await user.click(boxes[3]!);

    expect(onChange).toHaveBeenLastCalledWith(['2', '4'], [trades[1], trades[3]]);
    const rows = renderedRows(screen.getByRole('grid'));
    expect(rows.map((row) => row.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false', 'true']);

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(onDelete).toHaveBeenCalledWith([trades[1], trades[3]]);
    expect(screen.queryByText('请至少选择一条记录')).toBeNull();
  });

  it('selects and clears every row from the header, and follows controlled keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <DataGrid id="all" columns={tradeColumns} rows={trades} rowKey="id" selection={{ onChange }} />,
    );
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(onChange).toHaveBeenLastCalledWith(['1', '2', '3', '4'], trades);
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(onChange).toHaveBeenLastCalledWith([], []);

    rerender(
      <DataGrid
        id="all"
        columns={tradeColumns}
        rows={trades}
        rowKey="id"
        selection={{ selectedKeys: ['3'] }}
      />,
    );
    const rows = renderedRows(screen.getByRole('grid'));
    expect(rows.map((row) => row.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true', 'false']);
  });

  it('toggles the current row with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DataGrid id="space" columns={tradeColumns} rows={trades} rowKey="id" selection={{ onChange }} />);
    screen.getByRole('grid').focus();
    await user.keyboard('{ArrowDown}{ArrowDown}[Space]');
    expect(onChange).toHaveBeenLastCalledWith(['2'], [trades[1]]);
  });
});
