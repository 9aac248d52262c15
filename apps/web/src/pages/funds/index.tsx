import type { FundDay } from '@app/contracts/funds';
import * as api from '../../api/funds.ts';
import { CrudScreen, pagesOf, type CrudResource } from '../../components/crud/index.ts';
import { fundColumns } from './columns.tsx';
import { dayRangeFilter } from './day-range.ts';
import { fundFilters, useFundChoices, type FundChoices } from './fields.tsx';
import { FundSummary } from './totals.tsx';

/** Read only: what came in and went out each day, from the ledger, and the sums of the range. */
const funds: CrudResource<FundDay, never, api.FundFilter, FundChoices> = {
  id: 'funds',
  exportName: 'funds',
  rowKey: 'date',
  rows: pagesOf(api.fundListQuery, ({ initial }) => ({ per_page: 50, filter: dayRangeFilter(initial) })),
  useChoices: useFundChoices,
  columns: fundColumns,
  filters: fundFilters,
  grid: ({ request }) => ({ serverExport: (rows) => api.exportFunds(request!, rows) }),
  summary: ({ request }) => <FundSummary request={request!} />,
};

export default function FundPage() {
  return <CrudScreen resource={funds} />;
}
