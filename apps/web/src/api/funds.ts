import type { ExportRows } from '@app/contracts/exports';
import type { FundPage } from '@app/contracts/funds';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';
import { downloadExport, listParams, type ListRequest } from './list-request.ts';

export const fundKeys = { all: ['funds'] as const };

/** A page of days, and the totals of the whole range (the same on every page). */
export const fundListQuery = (request: ListRequest) =>
  queryOptions({
    queryKey: [...fundKeys.all, 'list', request],
    queryFn: async () => (await http.get<FundPage>('/api/funds', { params: listParams(request) })).data,
  });

/** Every day of the range as the server's CSV. */
export function exportFunds(request: ListRequest, rows: ExportRows): Promise<void> {
  return downloadExport('/api/funds', request, rows);
}
