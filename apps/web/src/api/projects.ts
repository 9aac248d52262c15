import type { ListFilterName } from '@app/contracts/common';
import type { Project, ProjectWrite, projectListQuery as listSchema } from '@app/contracts/projects';
import { queryOptions } from '@tanstack/react-query';
import { getPage, type ListRequest } from './list-request.ts';
import { resourceWrites } from './resource-writes.ts';

export const projectKeys = { all: ['projects'] as const };

/** The filters the project list takes, by its contract. */
export type ProjectFilter = ListFilterName<typeof listSchema>;

export const projectListQuery = (request: ListRequest<ProjectFilter>) =>
  queryOptions({
    queryKey: [...projectKeys.all, 'list', request],
    queryFn: () => getPage<Project>('/api/projects', request),
  });

/** Changed terms apply to new investments only; each investment keeps the terms it was made under. */
export const projectWrites = resourceWrites<Project, ProjectWrite>('/api/projects', projectKeys.all);
