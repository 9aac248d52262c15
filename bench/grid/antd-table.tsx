// Comparison page: antd's own Table in virtual mode, same rows, same columns, same formatting.
import { ConfigProvider, Table, Tag, type TableColumnsType } from 'antd';
import { createRoot } from 'react-dom/client';
import { formatValue, type GridColumn } from '../../apps/web/src/components/DataGrid/index.ts';
import { startAppShell } from './app-shell.tsx';
import { offerBenchPage } from './measure.ts';
import { makeRows, ROW_COUNT, type BenchRow } from './rows.ts';

const typed = (column: GridColumn<BenchRow>) => (value: unknown) => formatValue(column, value, 'en');
const statusColor = { active: 'processing', settled: 'success' } as const;

const columns: TableColumnsType<BenchRow> = [
  { key: 'id', dataIndex: 'id', title: 'ID', width: 100, fixed: 'left', sorter: (a, b) => a.id - b.id },
  { key: 'user', dataIndex: 'user', title: 'Member', width: 140, ellipsis: true },
  { key: 'project', dataIndex: 'project', title: 'Project', width: 140, ellipsis: true },
  {
    key: 'amount',
    dataIndex: 'amount',
    title: 'Amount',
    width: 140,
    render: typed({ key: 'amount', title: '', type: 'amount' }),
  },
  {
    key: 'profit',
    dataIndex: 'profit',
    title: 'Profit',
    width: 120,
    render: typed({ key: 'profit', title: '', type: 'amount' }),
  },
  {
    key: 'rate',
    dataIndex: 'rate',
    title: 'Rate %',
    width: 100,
    render: typed({ key: 'rate', title: '', type: 'float' }),
  },
  {
    key: 'status',
    dataIndex: 'status',
    title: 'Status',
    width: 110,
    render: (status: BenchRow['status']) => (
      <Tag color={statusColor[status]}>{status === 'active' ? 'Active' : 'Settled'}</Tag>
    ),
  },
  { key: 'bank', dataIndex: 'bank', title: 'Bank', width: 130, ellipsis: true },
  { key: 'remarks', dataIndex: 'remarks', title: 'Remarks', width: 220, ellipsis: true },
  {
    key: 'created_at',
    dataIndex: 'created_at',
    title: 'Created',
    width: 180,
    render: typed({ key: 'c', title: '', type: 'date' }),
  },
];

const generateStart = performance.now();
const rows = makeRows(ROW_COUNT);
window.__bench = { generateMs: performance.now() - generateStart };

function Bench() {
  return (
    <ConfigProvider>
      <Table
        virtual
        bordered
        size="middle"
        columns={columns}
        dataSource={rows}
        rowKey="id"
        pagination={false}
        rowSelection={{}}
        scroll={{ x: 1380, y: 640 }}
      />
    </ConfigProvider>
  );
}

startAppShell();
offerBenchPage({
  render: () => createRoot(document.getElementById('root')!).render(<Bench />),
  hasRows: () => document.querySelector('.ant-table-tbody-virtual .ant-table-row') !== null,
  scroller: () => document.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder')!,
  countRows: () => document.querySelectorAll('.ant-table-tbody-virtual .ant-table-row').length,
  lastRowShown: () => document.querySelector(`[data-row-key="${ROW_COUNT}"]`) !== null,
});
