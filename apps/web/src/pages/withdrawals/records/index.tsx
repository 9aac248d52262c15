import type { AdminWithdrawal } from '@app/contracts/withdrawals';
import * as api from '../../../api/withdrawals.ts';
import { CrudScreen, pagesOf, type CrudResource } from '../../../components/crud/index.ts';
import { recordColumns } from '../shared/columns.tsx';
import { recordActions, recordParts } from './actions.tsx';
import { recordFilters, useRecordChoices, type RecordChoices } from './fields.ts';

/** Spec "withdrawal records": every request, pending or reviewed, with who reviewed it and why. */
const records: CrudResource<AdminWithdrawal, never, api.WithdrawalFilter, RecordChoices> = {
  id: 'withdraw-record',
  exportName: 'withdrawals',
  rows: pagesOf(api.withdrawalListQuery),
  useChoices: useRecordChoices,
  columns: (t, actionsOf, { statuses }) => recordColumns(t, actionsOf, statuses),
  filters: recordFilters,
  actions: recordActions,
  grid: ({ request, open }) => ({
    serverExport: (rows) => api.exportWithdrawals(request!, rows),
    onRowActivate: (withdrawal) => open('details', withdrawal),
  }),
};

export default function WithdrawRecordPage() {
  return <CrudScreen resource={records} parts={recordParts} />;
}
