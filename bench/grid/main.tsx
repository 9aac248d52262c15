// Bench page: the DataGrid with 100 000 rows, as a list screen would declare it.
import { ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { DataGrid, type GridColumn } from '../../apps/web/src/components/DataGrid/index.ts';
import { startAppShell } from './app-shell.tsx';
import { afterNextFrame, scrollToEnd } from './measure.ts';
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

let mountStart = 0;

function Bench() {
  useEffect(() => {
    afterNextFrame(() => {
      window.__bench.mountToFirstFrameMs = performance.now() - mountStart;
      window.__bench.navigationToFirstFrameMs = performance.now();
      const scroller = document.querySelector<HTMLElement>('.dg-scroll')!;
      window.__bench.scrollToEnd = (frames) =>
        scrollToEnd(
          scroller,
          frames,
          () => scroller.querySelectorAll('[role="row"][data-index]').length,
          () => scroller.querySelector(`[aria-rowindex="${ROW_COUNT + 1}"]`) !== null,
        );
    });
  }, []);
  return (
    <ConfigProvider>
      <DataGrid id="bench" columns={columns} rows={rows} rowKey="id" height={640} language="en" selection />
    </ConfigProvider>
  );
}

function start() {
  mountStart = performance.now();
  createRoot(document.getElementById('root')!).render(<Bench />);
}

startAppShell();
// `?hold`: profile.mjs starts the render itself, so its profile covers the render call to the first frame.
if (new URLSearchParams(location.search).has('hold')) window.__bench.start = start;
else afterNextFrame(start);
