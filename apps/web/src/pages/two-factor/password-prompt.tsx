import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { twoFactorPasswordSchema, type TwoFactorPassword } from '@app/contracts/auth';
import { FormModal } from '../../components/crud/index.ts';

interface PasswordPromptProps {
  title: string;
  /** Rejecting keeps the prompt open; a wrong password shows on the field. */
  onSubmit: (body: TwoFactorPassword) => Promise<unknown>;
  onClose: () => void;
}

/** Turning two-factor on or off asks for the admin's current password first (API.md). */
export function PasswordPrompt({ title, onSubmit, onClose }: PasswordPromptProps) {
  const { t } = useTranslation();
  return (
    <FormModal<TwoFactorPassword>
      title={title}
      fields={[
        {
          name: 'current_password',
          label: t('system.twoFactor.currentPassword'),
          input: <Input.Password autoComplete="current-password" autoFocus />,
          required: true,
        },
      ]}
      schema={twoFactorPasswordSchema}
      onSubmit={(values) => onSubmit({ current_password: values.current_password ?? '' })}
      onClose={onClose}
      width={480}
    />
  );
}
