import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceEditSchema, type BalanceEdit } from '@app/contracts/ledger';
import type { Member } from '@app/contracts/users';
import { balanceAdjustmentKeys } from '../../api/balance-adjustments.ts';
import { balanceRecordKeys } from '../../api/balance-records.ts';
import { ApiRequestError } from '../../api/http.ts';
import { editUserBalance, userDetailQuery, userKeys } from '../../api/users.ts';
import { serverFieldErrors } from '../../components/crud/index.ts';
import { useDictionary } from '../../components/dictionary/use-dictionary.ts';
import { formatAmount, MoneyInput, moneyInputRule } from '../../components/money/index.ts';
import { schemaRule } from '../../components/schema-rule.ts';
import { isUnanswered, useIdempotentSend } from '../../components/idempotent-send.ts';
import { useWrite } from '../../components/use-write.ts';
import { BalanceSummary } from './balance-summary.tsx';
import { lengthCount } from '../../components/length-count.ts';

interface BalanceForm {
  amount?: number | string;
  reason?: string;
  remarks?: string;
}

// The balance records list shows this movement too.
const alsoStale = [balanceRecordKeys.all, balanceAdjustmentKeys.all];

/**
 * Spec "Balance edit": a positive amount recharges, a negative one deducts, with a reason from the
 * `balance_reason` dictionary and remarks. Two steps:
 * the form, then a summary the admin confirms before the money moves. A 422 (the balance would go
 * below 0, checked again by the server) brings the form back with the message on its field.
 */
export function BalanceModal({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const write = useWrite();
  const [form] = Form.useForm<BalanceForm>();
  // The list row may be minutes old; the summary shows the balance as it is now.
  const { data: detail } = useQuery(userDetailQuery(member.id));
  const current = detail?.balance ?? member.balance;
  const typed = Form.useWatch('amount', form);
  const [confirming, setConfirming] = useState<BalanceEdit | null>(null);
  const [sending, setSending] = useState(false);
  const [unanswered, setUnanswered] = useState(false);
  const send = useIdempotentSend(`users/${member.id}/balance`);
  const { options: reasons, loading: reasonsLoading } = useDictionary('balance_reason');
  // The amount is what the admin came to type.
  useEffect(() => document.getElementById('user-balance_amount')?.focus(), []);

  const staysAboveZero: Rule = {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'number' && current + value < 0)
        throw new Error(t('user.balance.belowZero', { balance: formatAmount(current) }));
    },
  };

  const review = async () => {
    try {
      const values = await form.validateFields();
      setUnanswered(false);
      setConfirming({
        amount: values.amount as number,
        reason: values.reason ?? '',
        remarks: (values.remarks ?? '').trim(),
      });
    } catch {
      // antd shows the failed rules on the fields
    }
  };

  const confirm = async (edit: BalanceEdit) => {
    setSending(true);
    setUnanswered(false);
    try {
      await write(() => send(edit, (key) => editUserBalance(member.id, edit, key)), {
        notice: (answer) =>
          'record' in answer
            ? t('user.balance.success', { balance: formatAmount(answer.record.balance_after) })
            : { info: t('user.balance.pendingNotice') },
        then: onClose,
        stale: [userKeys.all, ...alsoStale],
      });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        setConfirming(null);
        form.setFields(serverFieldErrors(error.errors, ['amount', 'reason', 'remarks']));
        // The refusal may come from a balance that moved meanwhile: show the one the server holds.
        void client.invalidateQueries({ queryKey: userDetailQuery(member.id).queryKey });
      } else if (isUnanswered(error)) {
        setUnanswered(true);
      }
      // Other answers (403, 409) are shown by the request layer; the admin may go back or cancel.
    } finally {
      setSending(false);
    }
  };

  const footer = confirming ? (
    <>
      <Button key="back" onClick={() => setConfirming(null)} disabled={sending}>
        {t('user.balance.back')}
      </Button>
      <Button
        key="confirm"
        type="primary"
        danger={confirming.amount < 0}
        loading={sending}
        autoFocus
        onClick={() => void confirm(confirming)}
      >
        {t('common.confirm')}
      </Button>
    </>
  ) : (
    <>
      <Button key="cancel" onClick={onClose}>
        {t('common.cancel')}
      </Button>
      <Button key="next" type="primary" onClick={() => void review()}>
        {t('user.balance.next')}
      </Button>
    </>
  );

  return (
    <Modal
      open
      title={t(confirming ? 'user.balance.confirmTitle' : 'user.balance.title', { name: member.name })}
      width={560}
      footer={footer}
      closable={!sending}
      onCancel={sending ? undefined : onClose}
      mask={{ closable: false }}
    >
      {confirming ? (
        <>
          <Alert type="warning" showIcon title={t('user.balance.confirmHint')} style={{ marginTop: 16 }} />
          <BalanceSummary
            name={member.name}
            current={current}
            {...confirming}
            reason={reasons.find((r) => r.value === confirming.reason)?.label ?? confirming.reason}
          />
          {unanswered && (
            <Alert type="error" showIcon title={t('user.request.unanswered')} style={{ marginTop: 16 }} />
          )}
        </>
      ) : (
        <BalanceSummary
          name={member.name}
          current={current}
          amount={typeof typed === 'number' ? typed : undefined}
        />
      )}
      {/* Kept mounted while confirming, so Back returns to the values typed. */}
      <div hidden={confirming !== null}>
        <Form
          form={form}
          name="user-balance"
          layout="vertical"
          onFinish={() => void review()}
          style={{ marginTop: 16 }}
        >
          <Form.Item
            name="amount"
            label={t('user.balance.amount')}
            extra={t('user.balance.amountHint')}
            required
            validateFirst
            rules={[
              moneyInputRule(t, { signed: true }),
              schemaRule(balanceEditSchema, 'amount', t),
              staysAboveZero,
            ]}
          >
            <MoneyInput signed />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('user.balance.reason')}
            required
            rules={[schemaRule(balanceEditSchema, 'reason', t)]}
          >
            <Select
              placeholder={t('crud.select')}
              loading={reasonsLoading}
              options={reasons.map(({ value, label }) => ({ value, label }))}
            />
          </Form.Item>
          <Form.Item
            name="remarks"
            label={t('user.balance.remarks')}
            required
            validateFirst
            rules={[schemaRule(balanceEditSchema, 'remarks', t)]}
          >
            <Input count={lengthCount(255)} />
          </Form.Item>
          {/* Enter in a field goes on to the confirmation, as every form of the app submits on Enter. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      </div>
    </Modal>
  );
}
