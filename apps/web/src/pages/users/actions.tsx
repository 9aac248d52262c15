import type { Member, MemberUpdate } from '@app/contracts/users';
import type { RowAction, ScreenHandles, ScreenParts } from '../../components/crud/index.ts';
import { usePermission } from '../../components/use-permission.ts';
import { BalanceModal } from './balance-modal.tsx';
import { EditModal } from './edit-modal.tsx';
import { InfoModal } from './info-modal.tsx';
import { PasswordModal } from './password-modal.tsx';
import { useSessionActions } from './session-actions.ts';

export interface UserChoices {
  /** The password change is a PUT, so it needs users.modify as well as users.password. */
  canChangePasswords: boolean;
  sessionActionsOf: (member: Member) => RowAction[];
}

export function useUserChoices(): UserChoices {
  const can = usePermission();
  return { canChangePasswords: can('users.modify'), sessionActionsOf: useSessionActions() };
}

/** A member's row: info, edit, password and balance open their modals; sign-out and freeze ask first. */
export function userActions(
  member: Member,
  screen: ScreenHandles<Member, MemberUpdate, UserChoices>,
): RowAction[] {
  const { t, open, choices } = screen;
  const password: RowAction = {
    key: 'password',
    label: t('user.list.password'),
    permission: 'users.password',
    onClick: () => open('password', member),
  };
  return [
    {
      key: 'info',
      label: t('user.list.info'),
      permission: 'users.query',
      onClick: () => open('info', member),
    },
    { key: 'edit', label: t('crud.edit'), permission: 'users.modify', onClick: () => open('edit', member) },
    ...(choices.canChangePasswords ? [password] : []),
    {
      key: 'balance',
      label: t('user.list.balance'),
      permission: 'users.balance',
      onClick: () => open('balance', member),
    },
    ...choices.sessionActionsOf(member),
  ];
}

/** What the row actions open; edit and password save through the screen's update. */
export const userParts: ScreenParts<Member, MemberUpdate> = {
  info: (member, close) => <InfoModal member={member} onClose={close} />,
  edit: (member, close, screen) => (
    <EditModal member={member} onSubmit={(body) => screen.update(member.id, body)} onClose={close} />
  ),
  password: (member, close, screen) => (
    <PasswordModal member={member} onSubmit={(body) => screen.update(member.id, body)} onClose={close} />
  ),
  balance: (member, close) => <BalanceModal member={member} onClose={close} />,
};
