import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../components/money/index.ts';

interface BalanceSummaryProps {
  name: string;
  current: number;
  /** The change in smallest units; undefined while the typed amount is not one. */
  amount: number | undefined;
  remarks?: string;
  /** The reason's label, shown with the remarks on the confirmation. */
  reason?: string;
}

/** +¥1,000.00 / -¥30.00: the sign always shown, so a deduction cannot pass for a recharge. */
const signedAmount = (minor: number): string => formatAmount(minor, { signed: true });

/** The member's balance now and after the change; what the admin checks before money moves. */
export function BalanceSummary({ name, current, amount, remarks, reason }: BalanceSummaryProps) {
  const { t } = useTranslation();
  const resulting = amount === undefined ? undefined : current + amount;
  return (
    <Descriptions size="small" bordered column={1} style={{ marginTop: 16 }}>
      <Descriptions.Item label={t('user.member.name')}>{name}</Descriptions.Item>
      <Descriptions.Item label={t('user.balance.current')}>{formatAmount(current)}</Descriptions.Item>
      {remarks !== undefined && (
        <Descriptions.Item label={t('user.balance.amount')}>
          <Typography.Text strong type={amount !== undefined && amount < 0 ? 'danger' : 'success'}>
            {amount === undefined ? '—' : signedAmount(amount)}
          </Typography.Text>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('user.balance.resulting')}>
        <Typography.Text strong type={resulting !== undefined && resulting < 0 ? 'danger' : undefined}>
          {resulting === undefined ? '—' : formatAmount(resulting)}
        </Typography.Text>
      </Descriptions.Item>
      {reason !== undefined && (
        <Descriptions.Item label={t('user.balance.reason')}>{reason}</Descriptions.Item>
      )}
      {remarks !== undefined && (
        <Descriptions.Item label={t('user.balance.remarks')}>{remarks}</Descriptions.Item>
      )}
    </Descriptions>
  );
}
