import type { TFunction } from 'i18next';
import type { FilterField } from '../../components/crud/index.ts';
import { DayRangeInput } from './day-range-input.tsx';
import { dayRangeFilter, dayRangeOf, dayRangeRule, type DayRange } from './day-range.ts';

/** One filter: the days to show, starting from `initial`, which Reset returns to. */
export function fundFilters(t: TFunction, initial: DayRange): FilterField[] {
  return [
    {
      kind: 'custom',
      name: 'range',
      label: t('finance.fund.range'),
      input: <DayRangeInput />,
      initialValue: initial,
      filterNames: ['from', 'to', 'tz'],
      toFilter: (value) => dayRangeFilter(value as DayRange | null),
      fromFilter: (filter) => dayRangeOf(filter) ?? initial,
      rules: [dayRangeRule(t)],
    },
  ];
}
