import type { BalanceAdjustment } from '@app/contracts/balance-adjustments';
import * as api from '../../api/balance-adjustments.ts';
import { CrudScreen, pagesOf, type CrudResource } from '../../components/crud/index.ts';
import { adjustmentActions, adjustmentParts } from './actions.tsx';
import { adjustmentColumns } from './columns.tsx';
import { adjustmentFilters, useAdjustmentChoices, type AdjustmentChoices } from './fields.ts';

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

export default function BalanceAdjustmentPage() {
  return <CrudScreen resource={adjustments} parts={adjustmentParts} />;
}
