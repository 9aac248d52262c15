import { Alert, Button, Form, Input, Modal, Radio, Result, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { WithdrawalBulkReview, WithdrawalBulkSummary } from '@app/contracts/withdrawal-reviews';
import { withdrawalReviewSchema } from '@app/contracts/withdrawals';
import { balanceRecordKeys } from '../../../api/balance-records.ts';
import { ApiRequestError } from '../../../api/http.ts';
import { userKeys } from '../../../api/users.ts';
import { reviewWithdrawals } from '../../../api/withdrawal-reviews.ts';
import { withdrawalKeys } from '../../../api/withdrawals.ts';
import { serverFieldErrors } from '../../../components/crud/index.ts';
import { shownInPlace } from '../../../components/feedback.ts';
import { schemaRule } from '../../../components/schema-rule.ts';
import { isUnanswered, useIdempotentSend } from '../../../components/idempotent-send.ts';
import { useWrite } from '../../../components/use-write.ts';
import type { Decision } from './review-modal.tsx';
import { lengthCount } from '../../../components/length-count.ts';

interface BulkReviewModalProps {
  decision: Decision;
  /** How many rows the review is for, as the screen counts them. */
  count: number;
  /** The rows, as the request names them. */
  target: Pick<WithdrawalBulkReview, 'ids' | 'filter' | 'except'>;
  /** After the summary is read; `reviewed`: the server answered, so the choice is spent. */
  onClose: (reviewed: boolean) => void;
}

type Step = 'form' | 'confirm' | 'summary';

// Rejections refund members, so balances and their records change too.
const stale = [withdrawalKeys.all, userKeys.all, balanceRecordKeys.all];

/**
 * One decision and one comment for many withdrawals, in three steps: the decision and comment,
 * a confirmation naming how many rows it moves, then the server's summary (the rows done, and each row
 * skipped with why). The server applies every rule a single review applies, row by row.
 */
export function BulkReviewModal({ decision: initial, count, target, onClose }: BulkReviewModalProps) {
  const { t } = useTranslation();
  const write = useWrite();
  const [form] = Form.useForm<{ status: Decision; comment?: string }>();
  const [step, setStep] = useState<Step>('form');
  const [decided, setDecided] = useState<{ status: Decision; comment: string }>({
    status: initial,
    comment: '',
  });
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [summary, setSummary] = useState<WithdrawalBulkSummary | null>(null);
  const send = useIdempotentSend('withdrawals/reviews');
  const approving = decided.status === 'approved';

  const next = async () => {
    try {
      const values = await form.validateFields();
      setDecided({ status: values.status, comment: (values.comment ?? '').trim() });
      setProblem(null);
      setStep('confirm');
    } catch {
      // antd shows the failed rule on the comment
    }
  };

  const confirm = async () => {
    if (sending) return;
    const body: WithdrawalBulkReview = { ...decided, ...target };
    setSending(true);
    setProblem(null);
    try {
      await write(() => send(body, (key) => reviewWithdrawals(body, key)), {
        // The summary says what became of each row: no notice besides it.
        then: (summary) => {
          setSummary(summary);
          setStep('summary');
        },
        stale,
      });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        const onFields = serverFieldErrors(error.errors, ['comment', 'status']);
        if (onFields.length) {
          setStep('form');
          form.setFields(onFields);
        } else {
          // The rows chosen were refused (more than the server decides at once): said here, not only toasted.
          const sentences = Object.values(error.errors).flat();
          shownInPlace(sentences);
          setProblem(sentences.join(' ') || error.message);
        }
      } else if (isUnanswered(error)) {
        setProblem(t('user.request.unanswered'));
      }
    } finally {
      setSending(false);
    }
  };

  const footer =
    step === 'form' ? (
      <>
        <Button onClick={() => onClose(false)}>{t('common.cancel')}</Button>
        <Button type="primary" onClick={() => void next()}>
          {t('bulkReview.next')}
        </Button>
      </>
    ) : step === 'confirm' ? (
      <>
        <Button onClick={() => setStep('form')} disabled={sending}>
          {t('bulkReview.back')}
        </Button>
        <Button type="primary" danger={!approving} loading={sending} onClick={() => void confirm()}>
          {t(approving ? 'bulkReview.confirmApprove' : 'bulkReview.confirmReject', { count })}
        </Button>
      </>
    ) : (
      <Button type="primary" onClick={() => onClose(true)}>
        {t('bulkReview.close')}
      </Button>
    );

  return (
    <Modal
      open
      title={t(step === 'summary' ? 'bulkReview.summaryTitle' : 'bulkReview.title', { count })}
      width={640}
      closable={!sending}
      onCancel={sending ? undefined : () => onClose(step === 'summary')}
      mask={{ closable: false }}
      footer={footer}
    >
      {/* Kept mounted through the steps: Back finds the decision and comment as they were. */}
      <Form
        form={form}
        name="withdrawal-bulk-review"
        layout="vertical"
        initialValues={{ status: initial }}
        style={{ marginTop: 16, display: step === 'form' ? undefined : 'none' }}
      >
        <Form.Item name="status" label={t('bulkReview.decision')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'approved', label: t('user.review.approve') },
              { value: 'rejected', label: t('user.review.reject') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="comment"
          label={t('user.review.comment')}
          extra={t('bulkReview.commentHint')}
          required
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('user.review.commentRequired') },
            schemaRule(withdrawalReviewSchema, 'comment', t),
          ]}
        >
          <Input.TextArea autoFocus autoSize={{ minRows: 2, maxRows: 6 }} count={lengthCount(500)} />
        </Form.Item>
      </Form>
      {step === 'confirm' && (
        <Alert
          type={approving ? 'info' : 'warning'}
          showIcon
          style={{ marginTop: 16 }}
          title={t(approving ? 'bulkReview.approveQuestion' : 'bulkReview.rejectQuestion', { count })}
          description={
            <>
              <div>{t(approving ? 'bulkReview.approveHint' : 'bulkReview.rejectHint')}</div>
              <Typography.Text type="secondary">
                {t('bulkReview.commentShown', { comment: decided.comment })}
              </Typography.Text>
            </>
          }
        />
      )}
      {step === 'summary' && summary && <BulkReviewSummary summary={summary} approving={approving} />}
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 16 }} />}
    </Modal>
  );
}

/**
 * What the server did: an approval that was only the first of two (four-eyes) moved no money, so it is
 * counted apart from the approvals that did.
 */
function summaryTitle(t: TFunction, summary: WithdrawalBulkSummary, approving: boolean): string[] {
  const { done, awaiting_second: awaiting } = summary;
  if (!approving) return [t('bulkReview.doneRejected', { count: done.length })];
  const approved = done.length - awaiting.length;
  if (approved === 0 && awaiting.length > 0)
    return [t('bulkReview.firstApproved', { count: awaiting.length }), t('bulkReview.awaitingSecondOnly')];
  return [
    t('bulkReview.doneApproved', { count: approved }),
    awaiting.length ? t('bulkReview.awaitingSecond', { count: awaiting.length }) : '',
  ];
}

function BulkReviewSummary({ summary, approving }: { summary: WithdrawalBulkSummary; approving: boolean }) {
  const { t } = useTranslation();
  const { skipped } = summary;
  const [title, decided] = summaryTitle(t, summary, approving);
  return (
    <>
      <Result
        status={skipped.length ? 'warning' : 'success'}
        title={title}
        subTitle={[decided, t('bulkReview.skippedCount', { count: skipped.length })]
          .filter(Boolean)
          .join(' ')}
      />
      {skipped.length > 0 && (
        <Table
          size="small"
          rowKey="id"
          aria-label={t('bulkReview.skippedTable')}
          dataSource={skipped}
          pagination={skipped.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          columns={[
            { key: 'id', dataIndex: 'id', title: 'ID', width: 100 },
            { key: 'message', dataIndex: 'message', title: t('bulkReview.reason') },
          ]}
        />
      )}
    </>
  );
}
