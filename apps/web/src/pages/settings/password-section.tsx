import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordChangeForm, usePasswordChange } from '../../components/password-change-form.tsx';

/** The signed-in admin's own password, as in the account menu. */
export function PasswordSection() {
  const { t } = useTranslation();
  const { form, busy, submit } = usePasswordChange();
  return (
    <div style={{ maxWidth: 420 }}>
      <PasswordChangeForm name="settings-password" form={form} submit={submit}>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('password.title')}
          </Button>
        </Form.Item>
      </PasswordChangeForm>
    </div>
  );
}
