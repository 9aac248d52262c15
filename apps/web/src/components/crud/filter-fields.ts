import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactElement } from 'react';
import type { ListFilter } from '../../api/list-request.ts';

export interface FilterOption {
  /** Flags are sent as 'true' / 'false', as a query string carries them. */
  value: string | number;
  label: string;
}

/** A select filter's options from tags or labelled values, their values as the query string carries them. */
export const filterOptions = (values: readonly { value: string | number | boolean; label: string }[]) =>
  values.map(({ value, label }): FilterOption => ({ value: String(value), label }));

interface FilterFieldBase {
  label: string;
  /** Checked before the filter is applied; a failed rule shows on the control and nothing is sent. */
  rules?: Rule[];
}

/**
 * A control the screen brings (a filter with modes of its own). The bar hands `input` its value and
 * onChange; `toFilter` turns the value into the filters it sets, which `filterNames` lists, so the
 * server's errors on those filters show on this control.
 */
interface CustomFilterField<TName extends string> extends FilterFieldBase {
  kind: 'custom';
  /** The control's own name in the bar's form (not a filter of the list). */
  name: string;
  input: ReactElement;
  initialValue?: unknown;
  filterNames: readonly TName[];
  // Methods, so a screen may declare them for its own value type.
  toFilter(value: unknown): ListFilter<TName>;
  /** The control's value for an applied filter (one read from the address); without it, `initialValue`. */
  fromFilter?(filter: ListFilter<TName>): unknown;
}

/**
 * One control of a list's filter bar. `TName`: the list's filter names from its contract
 * (`ListFilterName<typeof categoryListQuery>`), so a control naming a filter the list does not take
 * fails to compile; `name` is the API filter the control sets (`filter[name]`).
 */
export type FilterField<TName extends string = string> =
  | (FilterFieldBase & { kind: 'input'; name: TName })
  | (FilterFieldBase & { kind: 'select'; name: TName; options: readonly FilterOption[] })
  /** Sets two filters: the start of the first day and the end of the last, as ISO 8601; `name` is the control's. */
  | (FilterFieldBase & { kind: 'dateRange'; name: string; from: TName; to: TName })
  | CustomFilterField<TName>;

// `object`: a custom control's own value, read only by its `toFilter`.
type FormValue = string | number | boolean | [Dayjs | null, Dayjs | null] | object | null | undefined;

/** The filter bar's form values → the list's filter, leaving out what is empty. */
export function toListFilter(fields: readonly FilterField[], values: Record<string, FormValue>): ListFilter {
  const filter: ListFilter = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'custom') {
      Object.assign(filter, field.toFilter(value));
    } else if (field.kind === 'dateRange') {
      if (!Array.isArray(value)) continue;
      const [start, end] = value;
      if (start) filter[field.from] = start.startOf('day').toISOString();
      if (end) filter[field.to] = end.endOf('day').toISOString();
    } else if (typeof value === 'string') {
      if (value.trim()) filter[field.name] = value.trim();
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      filter[field.name] = value;
    }
  }
  return filter;
}

const dayOf = (text: ListFilter[string] | undefined) => {
  const day = typeof text === 'string' ? dayjs(text) : null;
  return day?.isValid() ? day : null;
};

/** An applied filter → the filter bar's form values: the bar shows the filter a link or Back brings. */
export function toFormValues(fields: readonly FilterField[], filter: ListFilter): Record<string, FormValue> {
  const values: Record<string, FormValue> = {};
  for (const field of fields) {
    const value = filter[field.name];
    if (field.kind === 'custom') {
      values[field.name] = (field.fromFilter ? field.fromFilter(filter) : field.initialValue) as FormValue;
    } else if (field.kind === 'dateRange') {
      const range = [dayOf(filter[field.from]), dayOf(filter[field.to])] as const;
      values[field.name] = range[0] || range[1] ? [...range] : undefined;
    } else if (field.kind === 'select') {
      values[field.name] = field.options.find((option) => String(option.value) === String(value))?.value;
    } else {
      values[field.name] = value === undefined ? undefined : String(value);
    }
  }
  return values;
}

/** The API filters a control sets. */
function filterNamesOf(field: FilterField): readonly string[] {
  if (field.kind === 'dateRange') return [field.from, field.to];
  if (field.kind === 'custom') return field.filterNames;
  return [field.name];
}

/**
 * A list's 422 answer (`errors: {"filter.from": [...]}`) as errors on the controls that set those
 * filters; errors of filters no control sets are left to the toast.
 */
export function filterFieldErrors(
  fields: readonly FilterField[],
  errors: Record<string, string[]>,
): { name: string; errors: string[] }[] {
  const byField = new Map<string, string[]>();
  for (const [key, messages] of Object.entries(errors)) {
    const filterName = key.replace(/^filter\./, '');
    const field = fields.find((candidate) => filterNamesOf(candidate).includes(filterName));
    if (field) byField.set(field.name, [...(byField.get(field.name) ?? []), ...messages]);
  }
  return [...byField].map(([name, messages]) => ({ name, errors: messages }));
}
