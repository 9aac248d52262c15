import { Alert } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@app/contracts/withdrawals';
import { DEFAULT_DATE_FORMAT } from '../../../components/DataGrid/format.ts';

/**
 * Which step of the review this is (four-eyes): a pending request gets its first approval
 * (above the threshold a second admin must follow); one awaiting a second says who approved it first,
 * when, and why.
 */
export function ReviewStep({ withdrawal: w }: { withdrawal: Withdrawal }) {
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
  return <Alert type="info" showIcon style={{ marginTop: 16 }} title={t('user.review.firstStepDetail')} />;
}
