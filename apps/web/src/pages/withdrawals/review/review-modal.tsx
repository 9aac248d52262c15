import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withdrawalReviewSchema, type Withdrawal, type WithdrawalReview } from '@app/contracts/withdrawals';
import { balanceRecordKeys } from '../../../api/balance-records.ts';
import { ApiRequestError } from '../../../api/http.ts';
import { userKeys } from '../../../api/users.ts';
import { reviewWithdrawal, withdrawalKeys } from '../../../api/withdrawals.ts';
import { serverFieldErrors } from '../../../components/crud/index.ts';
import { formatAmount } from '../../../components/money/index.ts';
import { schemaRule } from '../../../components/schema-rule.ts';
import { isUnanswered, useIdempotentSend } from '../../../components/idempotent-send.ts';
import { WithdrawalDetails } from '../shared/withdrawal-details.tsx';
import { ReviewStep } from './review-step.tsx';

export type Decision = WithdrawalReview['status'];

interface ReviewModalProps {
  withdrawal: Withdrawal;
  decision: Decision;
  onClose: () => void;
}

// A rejection refunds the member, so balances and their records change too.
const stale = [withdrawalKeys.all, userKeys.all, balanceRecordKeys.all];

/**
 * Approves or rejects one pending withdrawal, showing it in full. Spec §5: the reviewer's comment is
 * required. Another reviewer may get there first: the server's 409 is shown and the list refreshed.
 */
export function ReviewModal({ withdrawal, decision, onClose }: ReviewModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ comment?: string }>();
  const [sending, setSending] = useState(false);
  const [unanswered, setUnanswered] = useState(false);
  const send = useIdempotentSend(`withdrawals/${withdrawal.id}/review`);
  const approving = decision === 'approved';
  const refresh = () => Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));

  const submit = async () => {
    if (sending) return;
    let comment: string;
    try {
      comment = ((await form.validateFields()).comment ?? '').trim();
    } catch {
      return; // antd shows the failed rule on the comment
    }
    const body: WithdrawalReview = { status: decision, comment };
    setSending(true);
    setUnanswered(false);
    try {
      const reviewed = await send(body, (key) => reviewWithdrawal(withdrawal.id, body, key));
      const notice =
        reviewed.status === 'awaiting_second'
          ? 'user.review.awaitingSecondNotice'
          : approving
            ? 'user.review.approvedNotice'
            : 'user.review.rejectedNotice';
      void message.success(t(notice));
      onClose();
      await refresh();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        form.setFields(serverFieldErrors(error.errors, ['comment']));
      } else if (error instanceof ApiRequestError && error.status === 409) {
        // Already reviewed by someone else: the request layer showed why; the row leaves the list.
        onClose();
        await refresh();
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
      title={t(approving ? 'user.review.approveTitle' : 'user.review.rejectTitle')}
      width={600}
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
      <ReviewStep withdrawal={withdrawal} />
      <Alert
        type={approving ? 'info' : 'warning'}
        showIcon
        title={t(approving ? 'user.review.approveHint' : 'user.review.rejectHint', {
          amount: formatAmount(withdrawal.amount),
        })}
        style={{ marginTop: 16 }}
      />
      <WithdrawalDetails withdrawal={withdrawal} />
      <Form form={form} name="withdrawal-review" layout="vertical" style={{ marginTop: 16 }}>
        <Form.Item
          name="comment"
          label={t('user.review.comment')}
          extra={t('user.review.commentHint')}
          required
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('user.review.commentRequired') },
            schemaRule(withdrawalReviewSchema, 'comment', t),
          ]}
        >
          <Input.TextArea
            autoFocus
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={500}
            showCount
            onKeyDown={(event) => {
              // Enter submits, as in every form; Shift+Enter starts a new line; an IME's Enter picks a word.
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void submit();
              }
            }}
          />
        </Form.Item>
      </Form>
      {unanswered && <Alert type="error" showIcon title={t('user.request.unanswered')} />}
    </Modal>
  );
}
