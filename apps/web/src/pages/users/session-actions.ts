import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '@app/contracts/users';
import { signOutUser, updateUser, userKeys } from '../../api/users.ts';
import type { RowAction } from '../../components/crud/index.ts';
import { useWrite } from '../../components/use-write.ts';
import { useConfirmDialog } from '../../components/confirm-dialog.ts';

/**
 * A member's "Sign out" and "Freeze" or "Unfreeze" (users.modify), each asked first: a sign-out ends the
 * member's sessions in their apps; a frozen member cannot sign in, invest or withdraw, while their
 * pending withdrawals stay for review.
 */
export function useSessionActions(): (member: Member) => RowAction[] {
  const { t } = useTranslation();
  const confirmDialog = useConfirmDialog();
  const write = useWrite();

  const confirm = useCallback(
    (title: string, content: string, act: () => Promise<unknown>, done: string) =>
      confirmDialog({
        title,
        content,
        okText: t('common.confirm'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: async () => {
          try {
            await write(act, { notice: done, stale: [userKeys.all] });
          } catch {
            // shown by the request layer
          }
        },
      }),
    [confirmDialog, write, t],
  );

  return useCallback(
    (member: Member): RowAction[] => {
      const name = member.name;
      const freeze = !member.frozen;
      return [
        {
          key: 'sign-out',
          label: t('user.list.signOut'),
          permission: 'users.modify',
          onClick: () =>
            confirm(
              t('user.list.signOut'),
              t('user.list.signOutConfirm', { name }),
              () => signOutUser(member.id),
              t('user.list.signedOut', { name }),
            ),
        },
        {
          key: freeze ? 'freeze' : 'unfreeze',
          label: freeze ? t('user.list.freeze') : t('user.list.unfreeze'),
          permission: 'users.modify',
          danger: freeze,
          onClick: () =>
            confirm(
              freeze ? t('user.list.freeze') : t('user.list.unfreeze'),
              t(freeze ? 'user.list.freezeConfirm' : 'user.list.unfreezeConfirm', { name }),
              () => updateUser(member.id, { frozen: freeze }),
              t(freeze ? 'user.list.frozenNotice' : 'user.list.unfrozenNotice', { name }),
            ),
        },
      ];
    },
    [confirm, t],
  );
}
