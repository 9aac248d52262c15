import type { ListFilterName } from '@app/contracts/common';
import type { ExportRows } from '@app/contracts/exports';
import type { BalanceRecord, balanceRecordListQuery as listSchema } from '@app/contracts/ledger';
import { queryOptions } from '@tanstack/react-query';
import { downloadExport, getPage, type ListRequest } from './list-request.ts';

export const balanceRecordKeys = { all: ['balance-records'] as const };

/** The filters the balance record list takes, by its contract. */
export type BalanceRecordFilter = ListFilterName<typeof listSchema>;

export const balanceRecordListQuery = (request: ListRequest<BalanceRecordFilter>) =>
  queryOptions({
    queryKey: [...balanceRecordKeys.all, 'list', request],
    queryFn: () => getPage<BalanceRecord>('/api/balance-records', request),
  });

/** The whole filtered set as the server's CSV (the list is always newest first: no sort). */
export function exportBalanceRecords(
  request: ListRequest<BalanceRecordFilter>,
  rows: ExportRows,
): Promise<void> {
  return downloadExport('/api/balance-records', request, rows);
}
