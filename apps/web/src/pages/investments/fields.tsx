import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { Project } from '@app/contracts/projects';
import type { InvestmentFilter } from '../../api/investments.ts';
import { projectListQuery } from '../../api/projects.ts';
import type { FilterField } from '../../components/crud/index.ts';
import { useDictionary, type DictionaryOption } from '../../components/dictionary/use-dictionary.ts';
import { usePermission } from '../../components/use-permission.ts';
import { userIdFilter } from '../users/member-select.tsx';
import { InvestmentTimeInput } from './time-filter-input.tsx';
import { ALL_TIME, investmentTimeFilter, investmentTimeOf, timeFilterRule } from './time-filter.ts';

// The project filter offers every project (API.md allows 1000 a page).
const allProjects = { page: 1, per_page: 1000, filter: {} };
// Module-level, so the filters are not rebuilt while the project list loads.
const noProjects: readonly Project[] = [];

export interface InvestmentChoices {
  /** null when the admin may not read projects: the filter is left out, not shown empty. */
  projects: readonly Project[] | null;
  statuses: readonly DictionaryOption[];
  /** Picking the member by name needs users.query; without it the id is typed. */
  canPickUser: boolean;
}

export function useInvestmentChoices(): InvestmentChoices {
  const can = usePermission();
  // The project filter needs the project list; without projects.query it is left out.
  const canPickProject = can('projects.query');
  const { data: projects } = useQuery({ ...projectListQuery(allProjects), enabled: canPickProject });
  return {
    projects: canPickProject ? (projects?.data ?? noProjects) : null,
    statuses: useDictionary('investment_status').options,
    canPickUser: can('users.query'),
  };
}

export function investmentFilters(
  t: TFunction,
  { projects, statuses, canPickUser }: InvestmentChoices,
): FilterField<InvestmentFilter>[] {
  const timeLabel = t('investment.time.label');
  return [
    userIdFilter(t, canPickUser),
    ...(projects
      ? [
          {
            kind: 'select',
            name: 'project_id',
            label: t('investment.project'),
            options: projects.map((project) => ({ value: project.id, label: project.name })),
          } as const,
        ]
      : []),
    {
      kind: 'select',
      name: 'status',
      label: t('system.common.status'),
      options: statuses.map(({ value, label }) => ({ value, label })),
    },
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
