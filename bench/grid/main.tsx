// Bench page: the DataGrid with 100 000 rows, as a list screen would declare it.
import { ConfigProvider } from 'antd';
import { createRoot } from 'react-dom/client';
import { DataGrid, type GridColumn } from '../../apps/web/src/components/DataGrid/index.ts';
import { startAppShell } from './app-shell.tsx';
import { offerBenchPage } from './measure.ts';
import { makeRows, ROW_COUNT, type BenchRow } from './rows.ts';

const columns: GridColumn<BenchRow>[] = [
  { key: 'id', title: 'ID', type: 'integer', width: 100, fixed: 'left', sortable: true },
  { key: 'user', title: 'Member', width: 140 },
  { key: 'project', title: 'Project', width: 140 },
  { key: 'amount', title: 'Amount', type: 'amount', width: 140, sortable: true },
  { key: 'profit', title: 'Profit', type: 'amount', width: 120 },
  { key: 'rate', title: 'Rate %', type: 'float', width: 100 },
  {
    key: 'status',
    title: 'Status',
    type: 'tag',
    width: 110,
    options: [
      { value: 'active', label: 'Active', color: 'processing' },
      { value: 'settled', label: 'Settled', color: 'success' },
    ],
  },
  { key: 'bank', title: 'Bank', width: 130 },
  { key: 'remarks', title: 'Remarks', width: 220 },
  { key: 'created_at', title: 'Created', type: 'date', width: 180 },
];

const generateStart = performance.now();
const rows = makeRows(ROW_COUNT);
window.__bench = { generateMs: performance.now() - generateStart };

function Bench() {
  return (
    <ConfigProvider>
      <DataGrid id="bench" columns={columns} rows={rows} rowKey="id" height={640} language="en" selection />
    </ConfigProvider>
  );
}

startAppShell();
offerBenchPage({
  render: () => createRoot(document.getElementById('root')!).render(<Bench />),
  hasRows: () => document.querySelector('.dg-scroll [role="row"][data-index]') !== null,
  scroller: () => document.querySelector<HTMLElement>('.dg-scroll')!,
  countRows: () => document.querySelectorAll('.dg-scroll [role="row"][data-index]').length,
  lastRowShown: () => document.querySelector(`.dg-scroll [aria-rowindex="${ROW_COUNT + 1}"]`) !== null,
});
