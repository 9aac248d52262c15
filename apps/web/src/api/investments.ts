import type { Investment } from '@app/contracts/investments';
import type { Project } from '@app/contracts/projects';
import { queryOptions } from '@tanstack/react-query';
import { downloadExport, getPage, type ListFilter, type ListRequest } from './list-request.ts';

export const investmentKeys = { all: ['investments'] as const };

export const investmentListQuery = (request: ListRequest) =>
  queryOptions({
    queryKey: [...investmentKeys.all, 'list', request],
    queryFn: () => getPage<Investment>('/api/investments', request),
  });

/** The whole filtered set as the server's CSV (the list is always newest first: no sort). */
export function exportInvestments(filter: ListFilter): Promise<void> {
  return downloadExport('/api/investments', filter);
}

/**
 * The project filter's choices: every project by name (API.md allows 1000 a page). Kept under the
 * projects' key, so a change on the project screens refreshes it.
 */
export const investmentProjectChoicesQuery = queryOptions({
  queryKey: ['projects', 'choices'],
  queryFn: async () => {
    const page = await getPage<Project>('/api/projects', { page: 1, per_page: 1000, filter: {} });
    return page.data.map((project) => ({ value: project.id, label: project.name }));
  },
  staleTime: 60_000,
});
