import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { FundFilter } from '../../api/funds.ts';
import type { FilterField } from '../../components/crud/index.ts';
import { DayRangeInput } from './day-range-input.tsx';
import { dayRangeFilter, dayRangeOf, dayRangeRule, lastDays, type DayRange } from './day-range.ts';

export interface FundChoices {
  /** The range the screen opens on, and Reset returns to. */
  initial: DayRange;
}

/** The last 30 days in the admin's own calendar as the screen opens, kept while it stays open. */
export function useFundChoices(): FundChoices {
  const [initial] = useState(lastDays);
  return { initial };
}

/** One filter: the days to show, starting from `initial`, which Reset returns to. */
export function fundFilters(t: TFunction, { initial }: FundChoices): FilterField<FundFilter>[] {
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
