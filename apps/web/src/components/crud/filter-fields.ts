import type { Dayjs } from 'dayjs';
import type { ListFilter } from '../../api/list-request.ts';

export interface FilterOption {
  /** Flags are sent as 'true' / 'false', as a query string carries them. */
  value: string | number;
  label: string;
}

/** One control of a list's filter bar; `name` is the API filter it sets (`filter[name]`). */
export type FilterField =
  | { kind: 'input'; name: string; label: string }
  | { kind: 'select'; name: string; label: string; options: readonly FilterOption[] }
  /** Sets two filters: the start of the first day and the end of the last, as ISO 8601. */
  | { kind: 'dateRange'; name: string; label: string; from: string; to: string };

type FormValue = string | number | boolean | [Dayjs | null, Dayjs | null] | null | undefined;

/** The filter bar's form values → the list's filter, leaving out what is empty. */
export function toListFilter(fields: readonly FilterField[], values: Record<string, FormValue>): ListFilter {
  const filter: ListFilter = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'dateRange') {
      if (!Array.isArray(value)) continue;
      const [start, end] = value;
      if (start) filter[field.from] = start.startOf('day').toISOString();
      if (end) filter[field.to] = end.endOf('day').toISOString();
    } else if (typeof value === 'string') {
      if (value.trim()) filter[field.name] = value.trim();
    } else if (value !== null && value !== undefined && !Array.isArray(value)) {
      filter[field.name] = value;
    }
  }
  return filter;
}
