import { queryOptions } from '@tanstack/react-query';
import type { DictionaryItem } from '@app/contracts/dictionaries';

/** One item as the server answers it: enabled, labelled by its seeded text key unless told otherwise. */
export function dictionaryItem(
  code: string,
  value: string,
  sort: number,
  fields: Partial<DictionaryItem> = {},
): DictionaryItem {
  return {
    id: sort + 1,
    dictionary_code: code,
    label: `dict.${code}.${value}`,
    value,
    sort,
    status: true,
    tag_type: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

/**
 * `api/dictionaries.ts` as a module mock, each dictionary's items from `itemsOf`:
 * `vi.mock('…/api/dictionaries.ts', async () => (await import('…/test/fake-dictionaries.ts')).fakeDictionaryApi(…))`.
 */
export function fakeDictionaryApi(itemsOf: (code: string) => DictionaryItem[]) {
  return {
    dictionaryItemsQuery: (code: string) =>
      queryOptions({
        queryKey: ['dictionaries', 'items', code],
        queryFn: () => Promise.resolve(itemsOf(code)),
      }),
  };
}
