import type { SortingState } from '@tanstack/react-table';
import type { GridColumn } from './types.ts';

/** Header clicks cycle ascending → descending → unsorted, one column at a time. */
export function nextSorting(current: SortingState, columnId: string): SortingState {
  const active = current[0];
  if (!active || active.id !== columnId) return [{ id: columnId, desc: false }];
  return active.desc ? [] : [{ id: columnId, desc: true }];
}

const sortFieldOf = (column: GridColumn<never>) => column.sortField ?? column.key;

/** API.md's `sort` (`field` / `-field`) as the table's sorting state. */
export function sortingFromQuery(
  sort: string | undefined,
  columns: readonly GridColumn<never>[],
): SortingState {
  if (!sort) return [];
  const desc = sort.startsWith('-');
  const field = desc ? sort.slice(1) : sort;
  const column = columns.find((candidate) => sortFieldOf(candidate) === field);
  return column ? [{ id: column.key, desc }] : [];
}

export function sortingToQuery(
  sorting: SortingState,
  columns: readonly GridColumn<never>[],
): string | undefined {
  const active = sorting[0];
  const column = active && columns.find((candidate) => candidate.key === active.id);
  if (!active || !column) return undefined;
  return `${active.desc ? '-' : ''}${sortFieldOf(column)}`;
}
