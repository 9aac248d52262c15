import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema, type PasswordChange } from '@app/contracts/auth';
import { changeOwnPassword } from '../api/admins.ts';
import { schemaRule } from '../components/schema-rule.ts';

/** PATCH /api/admins/me/password; the server signs the admin's other sessions out. */
export default function PasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordChange>();
  const [busy, setBusy] = useState(false);
  const rule = (field: keyof PasswordChange) => [schemaRule(passwordChangeSchema, field, t)];

  const submit = async (values: PasswordChange) => {
    setBusy(true);
    try {
      await changeOwnPassword(values);
      void message.success(t('password.success'));
      form.resetFields();
      onClose();
    } catch {
      // The request layer has shown the server's message (a wrong current password, say).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('password.title')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} name="password-change" requiredMark={false}>
        <Form.Item name="current_password" label={t('password.current')} rules={rule('current_password')}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label={t('password.new')} rules={rule('password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={t('password.confirm')}
          dependencies={['password']}
          rules={rule('password_confirmation')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
