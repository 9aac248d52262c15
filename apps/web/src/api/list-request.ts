import type { Page } from '@app/contracts/common';
import type { ExportRows } from '@app/contracts/exports';
import { exportFileName, saveFile } from '../components/DataGrid/save-file.ts';
import { localTimeZone } from '../components/local-time-zone.ts';
import { http } from './http.ts';

export type FilterValue = string | number | boolean;
/**
 * A list's filter. Typed by the contract's filter names (`ListFilterName<typeof categoryListQuery>`), a
 * name the server's list does not take fails to compile; untyped, any name goes (the kit's own code).
 */
export type ListFilter<TName extends string = string> = string extends TName
  ? Record<string, FilterValue>
  : Partial<Record<TName, FilterValue>>;

/** One page of a list in API.md's dialect; a query key as well, so it holds plain values only. */
export interface ListRequest<TName extends string = string> {
  page: number;
  per_page: number;
  /** `field` ascending, `-field` descending. */
  sort?: string;
  filter: ListFilter<TName>;
}

/** `filter: {keyword: 'ann'}` → `filter[keyword]=ann`, spelt out so no serializer decides the shape. */
export function listParams(request: ListRequest): Record<string, FilterValue> {
  const params: Record<string, FilterValue> = { page: request.page, per_page: request.per_page };
  if (request.sort) params.sort = request.sort;
  for (const [name, value] of Object.entries(request.filter)) params[`filter[${name}]`] = value;
  return params;
}

export async function getPage<T>(url: string, request: ListRequest): Promise<Page<T>> {
  const { data } = await http.get<Page<T>>(url, { params: listParams(request) });
  return data;
}

/** Tree lists take only a keyword filter. */
export async function getTree<T>(url: string, keyword: string | undefined): Promise<T[]> {
  const params = keyword ? { 'filter[keyword]': keyword } : {};
  const { data } = await http.get<{ data: T[] }>(url, { params });
  return data.data;
}

/**
 * A list's `/export` (API.md): the page shown or every row matching the filter, streamed by the server
 * as CSV in one format for both. Fetched
 * with the bearer token (a plain link could not send it) and saved under the server's file name.
 */
export async function downloadExport(url: string, request: ListRequest, rows: ExportRows): Promise<void> {
  const params = listParams(request);
  // "These rows" are the page the list shows; "all" every row of the filter, whatever the page.
  if (rows === 'all') {
    delete params.page;
    delete params.per_page;
  }
  params.rows = rows;
  // Times are written in the admin's own zone, with its offset.
  params.tz = localTimeZone();
  const response = await http.get<Blob>(`${url}/export`, { params, responseType: 'blob', timeout: 0 });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? exportFileName(url.split('/').pop()!);
  saveFile(response.data, fileName);
}
