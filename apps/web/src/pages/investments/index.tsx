import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Investment } from '@app/contracts/investments';
import { exportInvestments, investmentListQuery } from '../../api/investments.ts';
import { projectListQuery } from '../../api/projects.ts';
import { ListPage, useListQuery } from '../../components/crud/index.ts';
import { useDictionary } from '../../components/dictionary/use-dictionary.ts';
import { usePermission } from '../../components/use-permission.ts';
import { investmentColumns } from './columns.tsx';
import { investmentFilters } from './fields.tsx';

// The project filter offers every project (API.md allows 1000 a page).
const allProjects = { page: 1, per_page: 1000, filter: {} };

/** Read only: members invest through their app; staff find, follow and export investments here. */
export default function InvestmentListPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const list = useListQuery<Investment>(investmentListQuery);
  const { options: statuses } = useDictionary('investment_status');
  const canPickUser = can('users.query');
  // The project filter needs the project list; without projects.query it is left out.
  const canPickProject = can('projects.query');
  const { data: projects } = useQuery({ ...projectListQuery(allProjects), enabled: canPickProject });

  const columns = useMemo(() => investmentColumns(t), [t]);
  const filters = useMemo(
    () =>
      investmentFilters(t, {
        projects: canPickProject
          ? (projects?.data ?? []).map((project) => ({ value: project.id, label: project.name }))
          : null,
        statuses: statuses.map(({ value, label }) => ({ value, label })),
        canPickUser,
      }),
    [t, canPickProject, projects, statuses, canPickUser],
  );

  return (
    <ListPage
      grid={{
        id: 'investments',
        columns,
        rowKey: 'id',
        ...list.grid,
        exportName: 'investments',
        serverExport: (rows) => exportInvestments(list.request, rows),
      }}
      filters={{ fields: filters, ...list.filterBar }}
    />
  );
}
