import type { Investment } from '@app/contracts/investments';
import * as api from '../../api/investments.ts';
import { CrudScreen, pagesOf, type CrudResource } from '../../components/crud/index.ts';
import { investmentColumns } from './columns.tsx';
import { investmentFilters, useInvestmentChoices, type InvestmentChoices } from './fields.tsx';

/** Read only: members invest through their app; staff find, follow and export investments here. */
const investments: CrudResource<Investment, never, api.InvestmentFilter, InvestmentChoices> = {
  id: 'investments',
  exportName: 'investments',
  rows: pagesOf(api.investmentListQuery),
  useChoices: useInvestmentChoices,
  columns: (t) => investmentColumns(t),
  filters: investmentFilters,
  grid: ({ request }) => ({
    serverExport: (rows) => api.exportInvestments(request!, rows),
  }),
};

export default function InvestmentListPage() {
  return <CrudScreen resource={investments} />;
}
