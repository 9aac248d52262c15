import type { ListFilterName } from '@app/contracts/common';
import type {
  Dictionary,
  DictionaryItem,
  DictionaryItemWrite,
  DictionaryWrite,
  dictionaryListQuery as listSchema,
} from '@app/contracts/dictionaries';
import type { ImportRequest, ImportResultCounts } from '@app/contracts/imports';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';
import { getPage, type ListRequest } from './list-request.ts';
import { resourceWrites } from './resource-writes.ts';

export const dictionaryKeys = { all: ['dictionaries'] as const };

/** The filters the dictionary list takes, by its contract. */
export type DictionaryFilter = ListFilterName<typeof listSchema>;

export const dictionaryListQuery = (request: ListRequest<DictionaryFilter>) =>
  queryOptions({
    queryKey: [...dictionaryKeys.all, 'list', request],
    queryFn: () => getPage<Dictionary>('/api/dictionaries', request),
  });

// Status labels read these on every screen; they change rarely, so a few minutes of cache is enough.
export const dictionaryItemsQuery = (code: string) =>
  queryOptions({
    queryKey: [...dictionaryKeys.all, 'items', code],
    queryFn: async () =>
      (await http.get<{ data: DictionaryItem[] }>(`/api/dictionaries/${code}/items`)).data.data,
    staleTime: 5 * 60_000,
  });

export const dictionaryWrites = resourceWrites<Dictionary, DictionaryWrite>(
  '/api/dictionaries',
  dictionaryKeys.all,
);

export async function createDictionaryItem(code: string, body: DictionaryItemWrite): Promise<DictionaryItem> {
  const { data } = await http.post<{ data: DictionaryItem }>(`/api/dictionaries/${code}/items`, body);
  return data.data;
}

export async function updateDictionaryItem(id: number, body: DictionaryItemWrite): Promise<DictionaryItem> {
  const { data } = await http.put<{ data: DictionaryItem }>(`/api/dictionary-items/${id}`, body);
  return data.data;
}

export async function deleteDictionaryItem(id: number): Promise<void> {
  await http.delete(`/api/dictionary-items/${id}`);
}

/** A CSV import of one dictionary's items, all written or none. */
export async function importDictionaryItems(code: string, body: ImportRequest): Promise<ImportResultCounts> {
  const { data } = await http.post<{ data: ImportResultCounts }>(
    `/api/dictionaries/${code}/items/import`,
    body,
  );
  return data.data;
}
