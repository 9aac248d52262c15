import { Form, Input, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema, type PasswordChange } from '@app/contracts/auth';
import { messageKeys } from '@app/contracts/validation';
import { changeOwnPassword } from '../api/admins.ts';
import { ApiRequestError } from '../api/http.ts';
import { serverFieldErrors } from './crud/server-field-errors.ts';
import { showSuccessToast } from './feedback.ts';
import { schemaRule } from './schema-rule.ts';

const passwordFields = ['current_password', 'password', 'password_confirmation'] as const;

/**
 * The signed-in admin changes their password (PATCH /api/admins/me/password); the server signs their
 * other sessions out. `changed` runs after the server accepted it.
 */
export function usePasswordChange(changed?: () => void) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordChange>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: PasswordChange) => {
    setBusy(true);
    try {
      await changeOwnPassword(values);
      showSuccessToast(t('password.success'));
      form.resetFields();
      changed?.();
    } catch (error) {
      // The request layer has shown the server's message; a 422's also goes on its field.
      if (error instanceof ApiRequestError && error.status === 422) {
        form.setFields(serverFieldErrors(error.errors, passwordFields));
      }
    } finally {
      setBusy(false);
    }
  };

  return { form, busy, submit };
}

/** The three password fields, checked by the same schema as the server's. */
export function PasswordChangeForm({
  name,
  form,
  submit,
  children,
}: {
  name: string;
  form: FormInstance<PasswordChange>;
  submit: (values: PasswordChange) => Promise<void>;
  /** Below the fields: a submit button where the form is not in a modal. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  // A field typed in and emptied again holds "", which the schema reads as too short (or, for the
  // confirmation, as matching an empty password): all three say they are required, as on a fresh form.
  const rule = (field: keyof PasswordChange) => [
    { required: true, message: t(messageKeys.required) },
    schemaRule(passwordChangeSchema, field, t),
  ];
  return (
    <Form form={form} layout="vertical" onFinish={submit} name={name} requiredMark={false}>
      <Form.Item
        name="current_password"
        label={t('password.current')}
        rules={rule('current_password')}
        validateFirst
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="password" label={t('password.new')} rules={rule('password')} validateFirst>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={t('password.confirm')}
        dependencies={['password']}
        rules={rule('password_confirmation')}
        validateFirst
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {children}
    </Form>
  );
}
