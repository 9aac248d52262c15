import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Form, Input, Modal } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  balanceAdjustmentReviewSchema,
  type BalanceAdjustment,
  type BalanceAdjustmentReview,
} from '@app/contracts/balance-adjustments';
import { balanceAdjustmentKeys, reviewBalanceAdjustment } from '../../api/balance-adjustments.ts';
import { balanceRecordKeys } from '../../api/balance-records.ts';
import { ApiRequestError } from '../../api/http.ts';
import { userKeys } from '../../api/users.ts';
import { DEFAULT_DATE_FORMAT } from '../../components/DataGrid/format.ts';
import { serverFieldErrors } from '../../components/crud/index.ts';
import { formatAmount } from '../../components/money/index.ts';
import { schemaRule } from '../../components/schema-rule.ts';
import { isUnanswered, useIdempotentSend } from '../../components/idempotent-send.ts';

export type AdjustmentDecision = BalanceAdjustmentReview['status'];

// An approval moves the member's balance and writes a ledger record.
const stale = [balanceAdjustmentKeys.all, userKeys.all, balanceRecordKeys.all];

/**
 * The second step of a large balance edit (issue 21, four-eyes): another admin approves it, moving the
 * money, or rejects it, with a required comment. The dialog says who asked and when.
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
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ comment?: string }>();
  const [sending, setSending] = useState(false);
  const [unanswered, setUnanswered] = useState(false);
  const send = useIdempotentSend(`balance-adjustments/${a.id}/review`);
  const approving = decision === 'approved';
  const amount = `${a.amount > 0 ? '+' : ''}${formatAmount(a.amount)}`;

  const submit = async () => {
    if (sending) return;
    let comment: string;
    try {
      comment = ((await form.validateFields()).comment ?? '').trim();
    } catch {
      return;
    }
    const body: BalanceAdjustmentReview = { status: decision, comment };
    setSending(true);
    setUnanswered(false);
    try {
      await send(body, (key) => reviewBalanceAdjustment(a.id, body, key));
      void message.success(
        t(approving ? 'user.adjustment.approvedNotice' : 'user.adjustment.rejectedNotice'),
      );
      onClose();
      await Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        form.setFields(serverFieldErrors(error.errors, ['comment']));
      } else if (error instanceof ApiRequestError && error.status === 409) {
        // Decided by someone else, or the admin's own: the request layer showed why.
        onClose();
        await client.invalidateQueries({ queryKey: balanceAdjustmentKeys.all });
      } else if (isUnanswered(error)) {
        setUnanswered(true);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={t(approving ? 'user.adjustment.approveTitle' : 'user.adjustment.rejectTitle')}
      width={560}
      closable={!sending}
      onCancel={sending ? undefined : onClose}
      mask={{ closable: false }}
      footer={
        <>
          <Button onClick={onClose} disabled={sending}>
            {t('common.cancel')}
          </Button>
          <Button type="primary" danger={!approving} loading={sending} onClick={() => void submit()}>
            {t(approving ? 'user.review.approve' : 'user.review.reject')}
          </Button>
        </>
      }
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
          { key: 'remarks', label: t('user.adjustment.remarks'), children: a.remarks },
        ]}
      />
      <Form form={form} name="adjustment-review" layout="vertical" style={{ marginTop: 16 }}>
        <Form.Item
          name="comment"
          label={t('user.review.comment')}
          required
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('user.review.commentRequired') },
            schemaRule(balanceAdjustmentReviewSchema, 'comment', t),
          ]}
        >
          <Input.TextArea autoFocus autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} showCount />
        </Form.Item>
      </Form>
      {unanswered && <Alert type="error" showIcon title={t('user.request.unanswered')} />}
    </Modal>
  );
}
