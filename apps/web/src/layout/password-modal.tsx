import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordChangeForm, usePasswordChange } from '../components/password-change-form.tsx';

/** The account menu's password change; the settings screen offers the same form in a tab. */
export default function PasswordModal({
  open,
  onClose,
  afterClose,
}: {
  open: boolean;
  onClose: () => void;
  /** Once it has closed (its motion done). */
  afterClose?: () => void;
}) {
  const { t } = useTranslation();
  const { form, busy, submit } = usePasswordChange(onClose);
  // The form outlives the dialog: passwords typed and left must not be there when it opens again.
  const close = () => {
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('password.title')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={close}
      afterClose={afterClose}
      destroyOnHidden
    >
      <PasswordChangeForm name="password-change" form={form} submit={submit} />
    </Modal>
  );
}
