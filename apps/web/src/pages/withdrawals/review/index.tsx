import type { AdminWithdrawal } from '@app/contracts/withdrawals';
import * as api from '../../../api/withdrawals.ts';
import { ListPage, pagesOf, useCrudScreen, type CrudResource } from '../../../components/crud/index.ts';
import { reviewActions, reviewParts } from './actions.tsx';
import { reviewColumns, reviewFilters, useReviewChoices, type ReviewChoices } from './fields.ts';
import { useBulkReview } from './use-bulk-review.tsx';

/**
 * Spec "withdraw audit": only requests still waiting for review (pending, or awaiting a second approval
 * above the four-eyes threshold), first come first served; reviewed ones live in the records.
 */
const reviews: CrudResource<AdminWithdrawal, never, api.WithdrawalFilter, ReviewChoices> = {
  id: 'withdraw-audit',
  exportName: 'withdrawals-pending',
  rows: pagesOf(api.withdrawalListQuery, { fixed: { status: 'waiting' }, sort: 'created_at' }),
  useChoices: useReviewChoices,
  columns: reviewColumns,
  filters: reviewFilters,
  actions: reviewActions,
  grid: ({ request, t }) => ({
    serverExport: (rows) => api.exportWithdrawals(request!, rows),
    emptyText: t('user.review.empty'),
  }),
};

export default function WithdrawAuditPage() {
  const screen = useCrudScreen(reviews, reviewParts);
  const bulk = useBulkReview(screen.list);
  return (
    <ListPage {...screen.page} grid={{ ...screen.page.grid, ...bulk.grid }} summary={bulk.bar}>
      {screen.modals}
      {bulk.modal}
    </ListPage>
  );
}
