import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceAdjustment } from '@app/contracts/balance-adjustments';
import { balanceAdjustmentListQuery } from '../../api/balance-adjustments.ts';
import { ListPage, useListQuery, type FilterField, type RowAction } from '../../components/crud/index.ts';
import { useDictionaryTags } from '../../components/dictionary/dictionary-tags.ts';
import { usePermission } from '../../components/use-permission.ts';
import { useSession } from '../../stores/session.ts';
import { useSettings } from '../../stores/settings.ts';
import { userIdFilter } from '../users/member-select.tsx';
import { adjustmentColumns, adjustmentStatuses } from './columns.tsx';
import { AdjustmentReviewModal, type AdjustmentDecision } from './review-modal.tsx';

/**
 * Issue 21, four-eyes: balance edits above the approval amount wait here until an admin other than the
 * one who asked approves (the money moves then) or rejects them. Pending ones are shown first.
 */
export default function BalanceAdjustmentPage() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const can = usePermission();
  const me = useSession((s) => s.profile?.id);
  const list = useListQuery<BalanceAdjustment>(balanceAdjustmentListQuery, { filter: { status: 'pending' } });
  const reasons = useDictionaryTags('balance_reason');
  const [reviewing, setReviewing] = useState<{
    adjustment: BalanceAdjustment;
    decision: AdjustmentDecision;
  } | null>(null);

  // The maker cannot check their own (the server refuses it too): their rows offer no buttons.
  const actionsOf = useCallback(
    (adjustment: BalanceAdjustment): RowAction[] =>
      adjustment.status !== 'pending' || adjustment.maker?.id === me
        ? []
        : [
            {
              key: 'approve',
              label: t('user.review.approve'),
              permission: 'users.balance',
              onClick: () => setReviewing({ adjustment, decision: 'approved' }),
            },
            {
              key: 'reject',
              label: t('user.review.reject'),
              permission: 'users.balance',
              danger: true,
              onClick: () => setReviewing({ adjustment, decision: 'rejected' }),
            },
          ],
    [t, me],
  );
  const columns = useMemo(
    () => adjustmentColumns(t, language, reasons, actionsOf),
    [t, language, reasons, actionsOf],
  );
  const canPickUser = can('users.query');
  const filters = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'status',
        label: t('user.adjustment.status'),
        options: adjustmentStatuses(t).map(({ value, label }) => ({ value: String(value), label })),
      },
      userIdFilter(t, canPickUser),
    ],
    [t, canPickUser],
  );

  return (
    <ListPage
      grid={{
        id: 'balance-adjustments',
        columns,
        rowKey: 'id',
        ...list.grid,
        exportName: 'balance-adjustments',
        emptyText: t('user.adjustment.empty'),
      }}
      filters={{ fields: filters, ...list.filterBar }}
    >
      {reviewing && <AdjustmentReviewModal {...reviewing} onClose={() => setReviewing(null)} />}
    </ListPage>
  );
}
