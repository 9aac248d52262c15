import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordChangeForm, usePasswordChange } from '../components/password-change-form.tsx';

/** The account menu's password change; the settings screen offers the same form in a tab. */
export default function PasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, busy, submit } = usePasswordChange(onClose);

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
      <PasswordChangeForm name="password-change" form={form} submit={submit} />
    </Modal>
  );
}
