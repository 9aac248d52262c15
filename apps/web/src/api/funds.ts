import type { ListFilterName } from '@app/contracts/common';
import type { ExportRows } from '@app/contracts/exports';
import type { FundPage, fundListQuery as listSchema } from '@app/contracts/funds';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';
import { downloadExport, listParams, type ListRequest } from './list-request.ts';

export const fundKeys = { all: ['funds'] as const };

/** The filters the fund list takes, by its contract: the range's first and last day and their time zone. */
export type FundFilter = ListFilterName<typeof listSchema>;

/** A page of days, and the totals of the whole range (the same on every page). */
export const fundListQuery = (request: ListRequest<FundFilter>) =>
  queryOptions({
    queryKey: [...fundKeys.all, 'list', request],
    queryFn: async () => (await http.get<FundPage>('/api/funds', { params: listParams(request) })).data,
  });

/** Every day of the range as the server's CSV. */
export function exportFunds(request: ListRequest<FundFilter>, rows: ExportRows): Promise<void> {
  return downloadExport('/api/funds', request, rows);
}
