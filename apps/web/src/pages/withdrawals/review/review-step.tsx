import { Alert } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@app/contracts/withdrawals';
import type { Decision } from './review-modal.tsx';
import { DEFAULT_DATE_FORMAT } from '../../../components/DataGrid/format.ts';

/**
 * Which step of the review this is (four-eyes): a pending request gets its first approval
 * (above the threshold a second admin must follow); one awaiting a second says who approved it first,
 * when, and why. Rejecting a pending request ends it in one step: there is nothing to say.
 */
export function ReviewStep({ withdrawal: w, decision }: { withdrawal: Withdrawal; decision: Decision }) {
  const { t } = useTranslation();
  const first = w.first_review;
  if (w.status === 'awaiting_second' && first) {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginTop: 16 }}
        title={t('user.review.secondStepDetail', {
          name: first.reviewer?.name ?? '—',
          time: dayjs(first.reviewed_at).format(DEFAULT_DATE_FORMAT),
          comment: first.comment,
        })}
      />
    );
  }
  if (decision === 'rejected') return null;
  return <Alert type="info" showIcon style={{ marginTop: 16 }} title={t('user.review.firstStepDetail')} />;
}
