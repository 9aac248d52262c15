import type { TFunction } from 'i18next';
import type { FilterField, FilterOption } from '../../../components/crud/index.ts';
import { InvestmentTimeInput } from './time-filter-input.tsx';
import { ALL_TIME, investmentTimeFilter, investmentTimeOf, timeFilterRule } from './time-filter.ts';

export interface InvestmentFilterChoices {
  /** null when the admin may not read projects: the filter is left out, not shown empty. */
  projects: FilterOption[] | null;
  statuses: FilterOption[];
}

export function investmentFilters(t: TFunction, choices: InvestmentFilterChoices): FilterField[] {
  const timeLabel = t('investment.time.label');
  return [
    {
      kind: 'input',
      name: 'user_id',
      label: t('investment.userId'),
      rules: [{ pattern: /^\s*[1-9]\d{0,9}\s*$/, message: t('investment.userIdInvalid') }],
    },
    ...(choices.projects
      ? [
          {
            kind: 'select',
            name: 'project_id',
            label: t('investment.project'),
            options: choices.projects,
          } as const,
        ]
      : []),
    { kind: 'select', name: 'status', label: t('system.common.status'), options: choices.statuses },
    {
      kind: 'custom',
      name: 'time',
      label: timeLabel,
      input: <InvestmentTimeInput label={timeLabel} />,
      initialValue: ALL_TIME,
      filterNames: ['time', 'date', 'from', 'to'],
      toFilter: investmentTimeFilter,
      fromFilter: investmentTimeOf,
      rules: [timeFilterRule(t)],
    },
  ];
}
