import type { AdminWithdrawal } from '@app/contracts/withdrawals';
import type { RowAction, ScreenHandles } from '../../../components/crud/index.ts';
import { decisionActions, decisionParts } from '../../../components/decision-parts.tsx';
import type { ReviewChoices } from './fields.ts';
import { ReviewModal } from './review-modal.tsx';

/**
 * Approve or reject, each opening the review modal of that decision. A request waiting for its second
 * approval offers neither to the admin who gave the first (the server refuses them too): another admin
 * decides it, as the step column says.
 */
export function reviewActions(
  withdrawal: AdminWithdrawal,
  screen: ScreenHandles<AdminWithdrawal, never, ReviewChoices>,
): RowAction[] {
  const firstReviewer = withdrawal.first_review?.reviewer?.id;
  if (firstReviewer !== undefined && firstReviewer === screen.choices.me) return [];
  return decisionActions(withdrawal, screen, 'withdrawals.review');
}

/** What the row actions open. */
export const reviewParts = decisionParts<AdminWithdrawal>((withdrawal, decision, close) => (
  <ReviewModal withdrawal={withdrawal} decision={decision} onClose={close} />
));
