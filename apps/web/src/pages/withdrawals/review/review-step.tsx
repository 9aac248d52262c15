import { Alert } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AdminWithdrawal } from '@app/contracts/withdrawals';
import type { Decision } from './review-modal.tsx';
import { DEFAULT_DATE_FORMAT } from '../../../components/DataGrid/format.ts';

/**
 * Which step of the review this is (four-eyes): a pending request above the threshold gets its first
 * approval, and a second admin must follow; one awaiting a second says who approved it first, when, and
 * why. A single approval, and a rejection of a pending request, end it in one step: nothing to say.
 */
export function ReviewStep({ withdrawal: w, decision }: { withdrawal: AdminWithdrawal; decision: Decision }) {
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
  if (decision === 'rejected' || !w.needs_second_approval) return null;
  return <Alert type="info" showIcon style={{ marginTop: 16 }} title={t('user.review.firstStepDetail')} />;
}
