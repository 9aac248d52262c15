import { Descriptions, type DescriptionsProps } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@app/contracts/withdrawals';
import { DEFAULT_DATE_FORMAT } from '../../../components/DataGrid/format.ts';
import { DictTag } from '../../../components/dictionary/dict-tag.tsx';
import { formatAmount } from '../../../components/money/index.ts';

const time = (iso: string | null) => (iso ? dayjs(iso).format(DEFAULT_DATE_FORMAT) : null);

/** One withdrawal in full, the bank card number unmasked: what a reviewer pays out against. */
export function WithdrawalDetails({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const items: DescriptionsProps['items'] = [
    { key: 'user', label: t('user.withdrawal.user'), children: w.user.name },
    { key: 'account', label: t('user.withdrawal.accountName'), children: w.account_name },
    { key: 'card', label: t('user.withdrawal.cardNumber'), children: w.card_number },
    { key: 'bank', label: t('user.withdrawal.bankName'), children: w.bank_name },
    { key: 'amount', label: t('user.withdrawal.amount'), children: formatAmount(w.amount) },
    { key: 'created', label: t('user.withdrawal.createdAt'), children: time(w.created_at) },
    {
      key: 'status',
      label: t('user.withdrawal.status'),
      children: <DictTag code="withdrawal_status" value={w.status} />,
    },
  ];
  if (w.first_review) {
    const first = w.first_review;
    items.push({
      key: 'first',
      label: t('user.withdrawal.firstReview'),
      children: [first.reviewer?.name, time(first.reviewed_at), first.comment].filter(Boolean).join(' · '),
    });
  }
  if (w.status !== 'pending' && w.status !== 'awaiting_second') {
    items.push(
      { key: 'comment', label: t('user.withdrawal.reviewComment'), children: w.review_comment },
      { key: 'reviewer', label: t('user.withdrawal.reviewer'), children: w.reviewer?.name },
      { key: 'reviewed', label: t('user.withdrawal.reviewedAt'), children: time(w.reviewed_at) },
    );
  }
  return <Descriptions size="small" bordered column={1} items={items} style={{ marginTop: 16 }} />;
}
