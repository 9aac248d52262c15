import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  balanceAdjustmentReviewSchema,
  type BalanceAdjustment,
  type BalanceAdjustmentReview,
} from '@app/contracts/balance-adjustments';
import { balanceAdjustmentKeys, reviewBalanceAdjustment } from '../../api/balance-adjustments.ts';
import { balanceRecordKeys } from '../../api/balance-records.ts';
import { userDetailQuery, userKeys } from '../../api/users.ts';
import { DEFAULT_DATE_FORMAT } from '../../components/DataGrid/format.ts';
import { DecisionModal } from '../../components/decision-modal.tsx';
import { DictTag } from '../../components/dictionary/dict-tag.tsx';
import { formatAmount } from '../../components/money/index.ts';
import { usePermission } from '../../components/use-permission.ts';

export type AdjustmentDecision = BalanceAdjustmentReview['status'];

// An approval moves the member's balance and writes a ledger record.
const stale = [balanceAdjustmentKeys.all, userKeys.all, balanceRecordKeys.all];

/**
 * The second step of a large balance edit (four-eyes): another admin approves it, moving the money, or
 * rejects it. The dialog says who asked and when.
 */
export function AdjustmentReviewModal({
  adjustment: a,
  decision,
  onClose,
}: {
  adjustment: BalanceAdjustment;
  decision: AdjustmentDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const approving = decision === 'approved';
  const amount = `${a.amount > 0 ? '+' : ''}${formatAmount(a.amount)}`;
  // What the approval would leave, for who may read members: the balance may have moved since the ask.
  const can = usePermission();
  const member = useQuery({ ...userDetailQuery(a.user.id), enabled: approving && can('users.query') });
  const balance = member.isError
    ? [{ key: 'balance', label: t('user.balance.current'), children: t('user.adjustment.balanceNotLoaded') }]
    : member.data
      ? [
          { key: 'balance', label: t('user.balance.current'), children: formatAmount(member.data.balance) },
          {
            key: 'resulting',
            label: t('user.balance.resulting'),
            children: formatAmount(member.data.balance + a.amount),
          },
        ]
      : [];
  return (
    <DecisionModal
      decision={decision}
      title={t(approving ? 'user.adjustment.approveTitle' : 'user.adjustment.rejectTitle')}
      name="adjustment-review"
      width={560}
      schema={balanceAdjustmentReviewSchema}
      scope={`balance-adjustments/${a.id}/review`}
      send={(body, key) => reviewBalanceAdjustment(a.id, body, key)}
      notice={() => t(approving ? 'user.adjustment.approvedNotice' : 'user.adjustment.rejectedNotice')}
      stale={stale}
      onClose={onClose}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginTop: 16 }}
        title={t('user.adjustment.step', {
          name: a.maker?.name ?? '—',
          time: dayjs(a.created_at).format(DEFAULT_DATE_FORMAT),
        })}
      />
      <Alert
        type={approving ? 'info' : 'warning'}
        showIcon
        style={{ marginTop: 16 }}
        title={
          approving
            ? t('user.adjustment.approveHint', { user: a.user.name, amount })
            : t('user.adjustment.rejectHint')
        }
      />
      <Descriptions
        size="small"
        bordered
        column={1}
        style={{ marginTop: 16 }}
        items={[
          { key: 'user', label: t('user.adjustment.user'), children: a.user.name },
          { key: 'amount', label: t('user.adjustment.amount'), children: amount },
          // Why it was asked for, as the list shows it: the approver decides on it too.
          {
            key: 'reason',
            label: t('user.adjustment.reason'),
            children: <DictTag code="balance_reason" value={a.reason} />,
          },
          ...balance,
          { key: 'remarks', label: t('user.adjustment.remarks'), children: a.remarks },
        ]}
      />
    </DecisionModal>
  );
}
