import { Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { memberUpdateSchema, type Member, type MemberUpdate } from '@app/contracts/users';
import { FormModal, type FormField } from '../../components/crud/index.ts';

type PasswordForm = Pick<MemberUpdate, 'password' | 'pay_password'> & {
  password_confirmation?: string;
  pay_password_confirmation?: string;
};

interface PasswordModalProps {
  member: Member;
  onSubmit: (body: MemberUpdate) => Promise<unknown>;
  onClose: () => void;
}

// A confirmation field must repeat its password (spec §5 'Confirm Password Inconsistency').
const sameAs =
  (field: keyof PasswordForm, t: TFunction): Rule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const wanted = (getFieldValue(field) as string | undefined) ?? '';
      if (((value as string | undefined) ?? '') !== wanted) throw new Error(t('validation.confirmed'));
    },
  });

function passwordFields(t: TFunction): FormField<PasswordForm>[] {
  const keep = t('user.password.keep');
  return [
    {
      name: 'password',
      label: t('user.password.login'),
      input: <Input.Password autoComplete="new-password" autoFocus />,
      extra: keep,
      rules: [
        ({ getFieldValue }) => ({
          validator: async (_rule, value: unknown) => {
            if (!value && !getFieldValue('pay_password')) throw new Error(t('user.password.oneRequired'));
          },
        }),
      ],
    },
    {
      name: 'password_confirmation',
      label: t('user.password.loginConfirm'),
      input: <Input.Password autoComplete="new-password" />,
      rules: [sameAs('password', t)],
    },
    {
      name: 'pay_password',
      label: t('user.password.pay'),
      input: <Input.Password autoComplete="new-password" inputMode="numeric" maxLength={6} />,
      extra: keep,
      rules: [{ pattern: /^\d{6}$/, message: t('user.password.payFormat') }],
    },
    {
      name: 'pay_password_confirmation',
      label: t('user.password.payConfirm'),
      input: <Input.Password autoComplete="new-password" inputMode="numeric" maxLength={6} />,
      rules: [sameAs('pay_password', t)],
    },
  ];
}

/**
 * Sets a member's login password, pay password or both (users.password). Spec §7 sends them with
 * the nickname, which stays as it is; a password left empty is not changed.
 */
export function PasswordModal({ member, onSubmit, onClose }: PasswordModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal<PasswordForm>
      title={t('user.password.title', { name: member.name })}
      fields={passwordFields(t)}
      schema={memberUpdateSchema}
      onSubmit={({ password, pay_password }) =>
        onSubmit({ password, pay_password, nickname: member.nickname })
      }
      onClose={onClose}
    />
  );
}
