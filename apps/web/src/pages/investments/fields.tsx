import type { TFunction } from 'i18next';
import type { FilterField, FilterOption } from '../../components/crud/index.ts';
import { userIdFilter } from '../users/member-select.tsx';
import { InvestmentTimeInput } from './time-filter-input.tsx';
import { ALL_TIME, investmentTimeFilter, investmentTimeOf, timeFilterRule } from './time-filter.ts';

export interface InvestmentFilterChoices {
  /** null when the admin may not read projects: the filter is left out, not shown empty. */
  projects: FilterOption[] | null;
  statuses: FilterOption[];
  /** Picking the member by name needs users.query; without it the id is typed. */
  canPickUser: boolean;
}

export function investmentFilters(t: TFunction, choices: InvestmentFilterChoices): FilterField[] {
  const timeLabel = t('investment.time.label');
  return [
    userIdFilter(t, choices.canPickUser),
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
