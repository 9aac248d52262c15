import type { Category, CategoryWrite, categoryListQuery as listSchema } from '@app/contracts/categories';
import type { ListFilterName } from '@app/contracts/common';
import { queryOptions } from '@tanstack/react-query';
import { getPage, type ListRequest } from './list-request.ts';
import { resourceWrites } from './resource-writes.ts';

export const categoryKeys = { all: ['project-categories'] as const };

/** The filters the category list takes, by its contract. */
export type CategoryFilter = ListFilterName<typeof listSchema>;

export const categoryListQuery = (request: ListRequest<CategoryFilter>) =>
  queryOptions({
    queryKey: [...categoryKeys.all, 'list', request],
    queryFn: () => getPage<Category>('/api/project-categories', request),
  });

/** Every category in its sort order, for pickers (API.md's per_page limit is 1000). */
export const categoryOptionsQuery = queryOptions({
  queryKey: [...categoryKeys.all, 'options'],
  queryFn: async () =>
    (
      await getPage<Category>('/api/project-categories', {
        page: 1,
        per_page: 1000,
        sort: 'sort',
        filter: {},
      })
    ).data,
});

/** A category that still holds projects answers a delete with 409 (API.md); the request layer shows why. */
export const categoryWrites = resourceWrites<Category, CategoryWrite>(
  '/api/project-categories',
  categoryKeys.all,
);
