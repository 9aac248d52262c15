import type { BalanceAdjustment } from '@app/contracts/balance-adjustments';
import * as api from '../../api/balance-adjustments.ts';
import { CrudScreen, pagesOf, type CrudResource } from '../../components/crud/index.ts';
import { decisionParts } from '../../components/decision-parts.tsx';
import { adjustmentColumns } from './columns.tsx';
import {
  adjustmentActions,
  adjustmentFilters,
  useAdjustmentChoices,
  type AdjustmentChoices,
} from './fields.ts';
import { AdjustmentReviewModal } from './review-modal.tsx';

/**
 * Four-eyes: balance edits above the approval amount wait here until an admin other than the
 * one who asked approves (the money moves then) or rejects them. Pending ones are shown first.
 */
const adjustments: CrudResource<BalanceAdjustment, never, api.BalanceAdjustmentFilter, AdjustmentChoices> = {
  id: 'balance-adjustments',
  exportName: 'balance-adjustments',
  rows: pagesOf(api.balanceAdjustmentListQuery, { filter: { status: 'pending' } }),
  useChoices: useAdjustmentChoices,
  columns: (t, actionsOf, { language, reasons }) => adjustmentColumns(t, language, reasons, actionsOf),
  filters: adjustmentFilters,
  actions: adjustmentActions,
  grid: ({ t }) => ({ emptyText: t('user.adjustment.empty') }),
};

const parts = decisionParts<BalanceAdjustment>((adjustment, decision, close) => (
  <AdjustmentReviewModal adjustment={adjustment} decision={decision} onClose={close} />
));

export default function BalanceAdjustmentPage() {
  return <CrudScreen resource={adjustments} parts={parts} />;
}
