import type { ExportRows } from '@app/contracts/exports';
import type { BalanceRecord } from '@app/contracts/ledger';
import { queryOptions } from '@tanstack/react-query';
import { downloadExport, getPage, type ListRequest } from './list-request.ts';

export const balanceRecordKeys = { all: ['balance-records'] as const };

export const balanceRecordListQuery = (request: ListRequest) =>
  queryOptions({
    queryKey: [...balanceRecordKeys.all, 'list', request],
    queryFn: () => getPage<BalanceRecord>('/api/balance-records', request),
  });

/** The whole filtered set as the server's CSV (the list is always newest first: no sort). */
export function exportBalanceRecords(request: ListRequest, rows: ExportRows): Promise<void> {
  return downloadExport('/api/balance-records', request, rows);
}
