import type { BalanceAdjustment } from '@app/contracts/balance-adjustments';
import type { RowAction, ScreenHandles } from '../../components/crud/index.ts';
import { decisionActions, decisionParts } from '../../components/decision-parts.tsx';
import type { AdjustmentChoices } from './fields.ts';
import { AdjustmentReviewModal } from './review-modal.tsx';

/** The maker cannot check their own (the server refuses it too): their rows offer no buttons. */
export function adjustmentActions(
  adjustment: BalanceAdjustment,
  { t, open, choices }: ScreenHandles<BalanceAdjustment, never, AdjustmentChoices>,
): RowAction[] {
  if (adjustment.status !== 'pending' || adjustment.maker?.id === choices.me) return [];
  return decisionActions(adjustment, { t, open }, 'users.balance');
}

/** What the row actions open. */
export const adjustmentParts = decisionParts<BalanceAdjustment>((adjustment, decision, close) => (
  <AdjustmentReviewModal adjustment={adjustment} decision={decision} onClose={close} />
));
