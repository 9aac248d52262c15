import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  withdrawalReviewSchema,
  type AdminWithdrawal,
  type WithdrawalReview,
} from '@app/contracts/withdrawals';
import { balanceRecordKeys } from '../../../api/balance-records.ts';
import { userKeys } from '../../../api/users.ts';
import { reviewWithdrawal, withdrawalKeys } from '../../../api/withdrawals.ts';
import { DecisionModal } from '../../../components/decision-modal.tsx';
import { formatAmount } from '../../../components/money/index.ts';
import { WithdrawalDetails } from '../shared/withdrawal-details.tsx';
import { ReviewStep } from './review-step.tsx';

export type Decision = WithdrawalReview['status'];

// A rejection refunds the member, so balances and their records change too.
const stale = [withdrawalKeys.all, userKeys.all, balanceRecordKeys.all];

/** Approves or rejects one pending withdrawal, shown in full; above the threshold, as one of two steps. */
export function ReviewModal({
  withdrawal,
  decision,
  onClose,
}: {
  withdrawal: AdminWithdrawal;
  decision: Decision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const approving = decision === 'approved';
  return (
    <DecisionModal
      decision={decision}
      title={t(approving ? 'user.review.approveTitle' : 'user.review.rejectTitle')}
      name="withdrawal-review"
      width={600}
      schema={withdrawalReviewSchema}
      scope={`withdrawals/${withdrawal.id}/review`}
      send={(body, key) => reviewWithdrawal(withdrawal.id, body, key)}
      notice={(reviewed) =>
        t(
          reviewed.status === 'awaiting_second'
            ? 'user.review.awaitingSecondNotice'
            : approving
              ? 'user.review.approvedNotice'
              : 'user.review.rejectedNotice',
        )
      }
      stale={stale}
      commentHint={t('user.review.commentHint')}
      onClose={onClose}
    >
      <ReviewStep withdrawal={withdrawal} decision={decision} />
      <Alert
        type={approving ? 'info' : 'warning'}
        showIcon
        title={t(approving ? 'user.review.approveHint' : 'user.review.rejectHint', {
          amount: formatAmount(withdrawal.amount),
        })}
        style={{ marginTop: 16 }}
      />
      <WithdrawalDetails withdrawal={withdrawal} />
    </DecisionModal>
  );
}
