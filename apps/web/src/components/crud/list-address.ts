import type { ListFilter, ListRequest } from '../../api/list-request.ts';

// A list's view in the address (`#/investment/list?status=settled&page=2`), so that a reload, Back and a
// pasted link show the same rows: the filters under their own names, the page, its size and the sort
// under the reserved words below. What a screen always applies (`fixed`) and the first page's defaults
// are left out, to keep links short.

const PAGE = 'page';
const PER_PAGE = 'per_page';
const SORT = 'sort';
const RESERVED = new Set([PAGE, PER_PAGE, SORT]);
/** Sizes the grid offers; a pasted link cannot ask the server for more. */
const MAX_PER_PAGE = 500;

/** What the address is read and written against: the screen's first view and its fixed filters. */
export interface ListDefaults {
  request: ListRequest;
  fixed: ListFilter;
}

/** The address's words for a view; none for the screen's first view. */
export function listSearchOf(request: ListRequest, { request: first, fixed }: ListDefaults): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request.filter)) {
    if (!(name in fixed) && !RESERVED.has(name)) params.set(name, String(value));
  }
  if (request.sort && request.sort !== first.sort) params.set(SORT, request.sort);
  if (!request.sort && first.sort) params.set(SORT, '');
  if (request.page !== 1) params.set(PAGE, String(request.page));
  if (request.per_page !== first.per_page) params.set(PER_PAGE, String(request.per_page));
  return params;
}

function positive(text: string | null, atMost: number): number | undefined {
  if (text === null || !/^\d{1,6}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= atMost ? value : undefined;
}

/**
 * The view an address names: its filters, with the fixed ones on top; the first view's filters only
 * when it names none (a link to page 2 of the first view keeps the first view's filters).
 */
export function listRequestOf(params: URLSearchParams, { request: first, fixed }: ListDefaults): ListRequest {
  const named: ListFilter = {};
  for (const [name, value] of params) {
    if (!RESERVED.has(name) && !(name in fixed)) named[name] = value;
  }
  const sort = params.get(SORT);
  return {
    page: positive(params.get(PAGE), Number.MAX_SAFE_INTEGER) ?? 1,
    per_page: positive(params.get(PER_PAGE), MAX_PER_PAGE) ?? first.per_page,
    sort: sort === null ? first.sort : sort || undefined,
    filter: { ...(Object.keys(named).length > 0 ? named : withoutFixed(first.filter, fixed)), ...fixed },
  };
}

function withoutFixed(filter: ListFilter, fixed: ListFilter): ListFilter {
  return Object.fromEntries(Object.entries(filter).filter(([name]) => !(name in fixed)));
}

/** The request as the address would give it back: every filter a string, as the address carries it. */
export function asAddressed(request: ListRequest, defaults: ListDefaults): ListRequest {
  return listRequestOf(listSearchOf(request, defaults), defaults);
}
