import type { ListFilterName } from '@app/contracts/common';
import type { ExportRows } from '@app/contracts/exports';
import type { Investment, investmentListQuery as listSchema } from '@app/contracts/investments';
import { queryOptions } from '@tanstack/react-query';
import { downloadExport, getPage, type ListRequest } from './list-request.ts';

export const investmentKeys = { all: ['investments'] as const };

/** The filters the investment list takes, by its contract. */
export type InvestmentFilter = ListFilterName<typeof listSchema>;

export const investmentListQuery = (request: ListRequest<InvestmentFilter>) =>
  queryOptions({
    queryKey: [...investmentKeys.all, 'list', request],
    queryFn: () => getPage<Investment>('/api/investments', request),
  });

/** The whole filtered set as the server's CSV (the list is always newest first: no sort). */
export function exportInvestments(request: ListRequest<InvestmentFilter>, rows: ExportRows): Promise<void> {
  return downloadExport('/api/investments', request, rows);
}
