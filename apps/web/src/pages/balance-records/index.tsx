import type { BalanceRecord } from '@app/contracts/ledger';
import * as api from '../../api/balance-records.ts';
import { CrudScreen, pagesOf, type CrudResource } from '../../components/crud/index.ts';
import { balanceRecordColumns } from './columns.tsx';
import { balanceRecordFilters, useBalanceRecordChoices, type BalanceRecordChoices } from './fields.ts';

/** Read only: every change of a member's balance, as the ledger wrote it. */
const balanceRecords: CrudResource<BalanceRecord, never, api.BalanceRecordFilter, BalanceRecordChoices> = {
  id: 'balance-records',
  exportName: 'balance-records',
  rows: pagesOf(api.balanceRecordListQuery),
  useChoices: useBalanceRecordChoices,
  columns: (t, _actionsOf, { language, kinds, reasons }) => balanceRecordColumns(t, language, kinds, reasons),
  filters: balanceRecordFilters,
  grid: ({ request }) => ({
    serverExport: (rows) => api.exportBalanceRecords(request!, rows),
  }),
};

export default function BalanceRecordPage() {
  return <CrudScreen resource={balanceRecords} />;
}
