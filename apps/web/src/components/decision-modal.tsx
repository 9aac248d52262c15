import type { QueryKey } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiRequestError } from '../api/http.ts';
import { serverFieldErrors } from './crud/index.ts';
import { isUnanswered, useIdempotentSend } from './idempotent-send.ts';
import { schemaRule } from './schema-rule.ts';
import { useRefresh, useWrite } from './use-write.ts';
import { lengthCount } from './length-count.ts';

export type Decision = 'approved' | 'rejected';

export interface DecisionModalProps<Answer> {
  decision: Decision;
  title: string;
  /** What is decided on: the request in full, who asked, what the decision will do. */
  children: ReactNode;
  /** The contract's schema of the decision, whose `comment` rule the field checks as the server will. */
  schema: z.ZodType;
  /** The form's name (its fields' ids). */
  name: string;
  width: number;
  /** The request's Idempotency-Key scope: one key per request decided on. */
  scope: string;
  /** Sends the decision under `key`. */
  send: (decision: { status: Decision; comment: string }, key: string) => Promise<Answer>;
  /** The notice once it is decided. */
  notice: (answer: Answer) => string;
  /** The queries the decision changes (a decided row leaves its list; money moves). */
  stale: readonly QueryKey[];
  commentHint?: string;
  onClose: () => void;
}

/**
 * A reviewer's approval or rejection of a pending request (a withdrawal, a large balance edit), with the
 * required comment (spec §5), sent once under an idempotency key: a retry after a lost answer carries the
 * same key, so the decision applies at most once. Another reviewer may get there first: the request
 * layer shows the server's 409 and the lists refresh.
 */
export function DecisionModal<Answer>(props: DecisionModalProps<Answer>) {
  const { decision, onClose } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<{ comment?: string }>();
  const [sending, setSending] = useState(false);
  const [unanswered, setUnanswered] = useState(false);
  const sendOnce = useIdempotentSend(props.scope);
  const approving = decision === 'approved';
  const write = useWrite();
  const refresh = useRefresh();

  const submit = async () => {
    if (sending) return;
    let comment: string;
    try {
      comment = ((await form.validateFields()).comment ?? '').trim();
    } catch {
      return; // antd shows the failed rule on the comment
    }
    const body = { status: decision, comment };
    setSending(true);
    setUnanswered(false);
    try {
      await write(() => sendOnce(body, (key) => props.send(body, key)), {
        notice: props.notice,
        then: onClose,
        stale: props.stale,
      });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        form.setFields(serverFieldErrors(error.errors, ['comment']));
      } else if (error instanceof ApiRequestError && error.status === 409) {
        // Decided already, by someone else or by this admin's own first step: the request layer said why.
        onClose();
        await refresh(props.stale);
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
      title={props.title}
      width={props.width}
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
      {props.children}
      <Form form={form} name={props.name} layout="vertical" style={{ marginTop: 16 }}>
        <Form.Item
          name="comment"
          label={t('user.review.comment')}
          extra={props.commentHint}
          required
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('user.review.commentRequired') },
            schemaRule(props.schema, 'comment', t),
          ]}
        >
          <Input.TextArea
            autoFocus
            autoSize={{ minRows: 2, maxRows: 6 }}
            count={lengthCount(500)}
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
