import type { BalanceRecord } from '@app/contracts/ledger';
import { queryOptions } from '@tanstack/react-query';
import { downloadExport, getPage, type ListFilter, type ListRequest } from './list-request.ts';

export const balanceRecordKeys = { all: ['balance-records'] as const };

export const balanceRecordListQuery = (request: ListRequest) =>
  queryOptions({
    queryKey: [...balanceRecordKeys.all, 'list', request],
    queryFn: () => getPage<BalanceRecord>('/api/balance-records', request),
  });

/** The whole filtered set as the server's CSV (the list is always newest first: no sort). */
export function exportBalanceRecords(filter: ListFilter): Promise<void> {
  return downloadExport('/api/balance-records', filter);
}
