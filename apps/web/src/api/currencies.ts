import type { ListFilterName } from '@app/contracts/common';
import type { Currency, CurrencyWrite, currencyListQuery as listSchema } from '@app/contracts/currencies';
import type { ImportRequest, ImportResultCounts } from '@app/contracts/imports';
import { queryOptions } from '@tanstack/react-query';
import { getOnce, sessionReads } from './early-reads.ts';
import { http } from './http.ts';
import { getPage, type ListRequest } from './list-request.ts';
import { resourceWrites } from './resource-writes.ts';

export const currencyKeys = { all: ['currencies'] as const };

/** The filters the currency list takes, by its contract. */
export type CurrencyFilter = ListFilterName<typeof listSchema>;

export const currencyListQuery = (request: ListRequest<CurrencyFilter>) =>
  queryOptions({
    queryKey: [...currencyKeys.all, 'list', request],
    queryFn: () => getPage<Currency>('/api/currencies', request),
  });

/** The currency every amount is shown in; any signed-in admin may read it. */
export const defaultCurrencyQuery = queryOptions({
  queryKey: [...currencyKeys.all, 'default'],
  queryFn: async () => (await getOnce<{ data: Currency }>(sessionReads.defaultCurrency)).data.data,
  staleTime: Infinity,
});

/**
 * Making one currency the default takes the flag from the previous one (API.md: exactly one). The
 * default currency answers a delete with 409 (API.md); the request layer shows why. The key prefix covers
 * the default currency as well, so a change of the default is read again.
 */
export const currencyWrites = resourceWrites<Currency, CurrencyWrite>('/api/currencies', currencyKeys.all);

/** A CSV import's rows, all written or none; a 422 names each refused row. */
export async function importCurrencies(body: ImportRequest): Promise<ImportResultCounts> {
  const { data } = await http.post<{ data: ImportResultCounts }>('/api/currencies/import', body);
  return data.data;
}
