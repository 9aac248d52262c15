import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, MemberUpdate } from '@app/contracts/users';
import { exportUsers, updateUser, userKeys, userListQuery } from '../../api/users.ts';
import { ListPage, useCrudMutations, useListQuery, type RowAction } from '../../components/crud/index.ts';
import { usePermission } from '../../components/use-permission.ts';
import { BalanceModal } from './balance-modal.tsx';
import { userColumns } from './columns.tsx';
import { EditModal } from './edit-modal.tsx';
import { userFilters } from './filters.ts';
import { InfoModal } from './info-modal.tsx';
import { PasswordModal } from './password-modal.tsx';
import { useSessionActions } from './session-actions.ts';

type UserModal = { kind: 'info' | 'edit' | 'password' | 'balance'; member: Member } | null;

const crudCalls = { queryKey: userKeys.all, update: updateUser };

/** Spec "user list": members with their balances, and the info, edit, password and balance modals. */
export default function UserListPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const list = useListQuery<Member>(userListQuery);
  const crud = useCrudMutations<MemberUpdate>(crudCalls);
  const [open, setOpen] = useState<UserModal>(null);

  // The password change is a PUT, so it needs users.modify as well as users.password.
  const canChangePasswords = can('users.modify');
  const sessionActionsOf = useSessionActions();
  const actionsOf = useCallback(
    (member: Member): RowAction[] => [
      {
        key: 'info',
        label: t('user.list.info'),
        permission: 'users.query',
        onClick: () => setOpen({ kind: 'info', member }),
      },
      {
        key: 'edit',
        label: t('crud.edit'),
        permission: 'users.modify',
        onClick: () => setOpen({ kind: 'edit', member }),
      },
      ...(canChangePasswords
        ? [
            {
              key: 'password',
              label: t('user.list.password'),
              permission: 'users.password' as const,
              onClick: () => setOpen({ kind: 'password', member }),
            },
          ]
        : []),
      {
        key: 'balance',
        label: t('user.list.balance'),
        permission: 'users.balance',
        onClick: () => setOpen({ kind: 'balance', member }),
      },
      ...sessionActionsOf(member),
    ],
    [t, canChangePasswords, sessionActionsOf],
  );
  const columns = useMemo(() => userColumns(t, actionsOf), [t, actionsOf]);
  const filters = useMemo(() => userFilters(t), [t]);
  const close = () => setOpen(null);
  const update = (body: MemberUpdate) => crud.update(open!.member.id, body);

  return (
    <ListPage
      grid={{
        id: 'user-list',
        columns,
        rowKey: 'id',
        ...list.grid,
        exportName: 'users',
        serverExport: (rows) => exportUsers(list.request, rows),
        onRowActivate: (member) => setOpen({ kind: 'info', member }),
      }}
      filters={{ fields: filters, ...list.filterBar }}
    >
      {open?.kind === 'info' && <InfoModal member={open.member} onClose={close} />}
      {open?.kind === 'edit' && <EditModal member={open.member} onSubmit={update} onClose={close} />}
      {open?.kind === 'password' && <PasswordModal member={open.member} onSubmit={update} onClose={close} />}
      {open?.kind === 'balance' && <BalanceModal member={open.member} onClose={close} />}
    </ListPage>
  );
}
