import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@app/contracts/withdrawals';
import { exportWithdrawals, withdrawalListQuery, withdrawalSummaryQuery } from '../../../api/withdrawals.ts';
import { ListPage, useListQuery, type RowAction } from '../../../components/crud/index.ts';
import { usePermission } from '../../../components/use-permission.ts';
import { pendingColumns } from '../shared/columns.tsx';
import { withdrawalFilters } from '../shared/filters.ts';
import { BulkReviewBar } from './bulk-review-bar.tsx';
import { BulkReviewModal } from './bulk-review-modal.tsx';
import { useBulkSelection } from './bulk-selection.ts';
import { ReviewModal, type Decision } from './review-modal.tsx';
import { useMinuteClock, waitingColumn } from './waiting-column.tsx';

// Spec "withdraw audit": only requests still waiting for review (pending, or awaiting a second approval
// above the four-eyes threshold); reviewed ones live in the records.
const pending = { status: 'waiting' } as const;
// First come, first served; the grid's header shows the order.
const oldestFirst = 'created_at';

export default function WithdrawAuditPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const list = useListQuery<Withdrawal>(withdrawalListQuery, { fixed: pending, sort: oldestFirst });
  // The menu's count asks for the same summary: one request serves both.
  const overdueHours = useQuery(withdrawalSummaryQuery()).data?.overdue_hours;
  const now = useMinuteClock();
  const [reviewing, setReviewing] = useState<{ withdrawal: Withdrawal; decision: Decision } | null>(null);
  // Many rows, one decision; the server re-applies the filter and every rule of a single review.
  const total = list.grid.server.meta?.total ?? 0;
  const selection = useBulkSelection(list.grid.rows, list.request.filter, total);
  const [bulkDecision, setBulkDecision] = useState<Decision | null>(null);
  const canReview = can('withdrawals.review');

  const actionsOf = useCallback(
    (withdrawal: Withdrawal): RowAction[] => [
      {
        key: 'approve',
        label: t('user.review.approve'),
        permission: 'withdrawals.review',
        onClick: () => setReviewing({ withdrawal, decision: 'approved' }),
      },
      {
        key: 'reject',
        label: t('user.review.reject'),
        permission: 'withdrawals.review',
        danger: true,
        onClick: () => setReviewing({ withdrawal, decision: 'rejected' }),
      },
    ],
    [t],
  );
  const columns = useMemo(
    () => pendingColumns(t, actionsOf, waitingColumn(t, now, overdueHours)),
    [t, actionsOf, now, overdueHours],
  );
  const canPickUser = can('users.query');
  const filters = useMemo(() => withdrawalFilters(t, { canPickUser }), [t, canPickUser]);

  return (
    <ListPage
      grid={{
        id: 'withdraw-audit',
        columns,
        rowKey: 'id',
        ...list.grid,
        exportName: 'withdrawals-pending',
        serverExport: (rows) => exportWithdrawals(list.request, rows),
        emptyText: t('user.review.empty'),
        ...(canReview && {
          selection: { selectedKeys: selection.selectedKeys, onChange: selection.onChange },
        }),
      }}
      filters={{ fields: filters, ...list.filterBar }}
      summary={
        canReview &&
        total > 0 && <BulkReviewBar selection={selection} total={total} onReview={setBulkDecision} />
      }
    >
      {reviewing && <ReviewModal {...reviewing} onClose={() => setReviewing(null)} />}
      {bulkDecision && (
        <BulkReviewModal
          decision={bulkDecision}
          count={selection.count}
          target={selection.target()}
          onClose={(reviewed) => {
            setBulkDecision(null);
            if (reviewed) selection.clear();
          }}
        />
      )}
    </ListPage>
  );
}
