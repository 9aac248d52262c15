import type { Member, MemberUpdate } from '@app/contracts/users';
import * as api from '../../api/users.ts';
import { CrudScreen, pagesOf, type CrudResource, type ScreenParts } from '../../components/crud/index.ts';
import { userActions, useUserChoices, type UserChoices } from './actions.ts';
import { BalanceModal } from './balance-modal.tsx';
import { userColumns } from './columns.tsx';
import { EditModal } from './edit-modal.tsx';
import { userFilters } from './filters.ts';
import { InfoModal } from './info-modal.tsx';
import { PasswordModal } from './password-modal.tsx';

/** Spec "user list": members with their balances, and the info, edit, password and balance modals. */
const users: CrudResource<Member, MemberUpdate, api.UserFilter, UserChoices> = {
  id: 'user-list',
  exportName: 'users',
  rows: pagesOf(api.userListQuery),
  writes: { queryKey: api.userKeys.all, update: api.updateUser },
  useChoices: useUserChoices,
  columns: userColumns,
  filters: userFilters,
  actions: userActions,
  grid: ({ request, open }) => ({
    serverExport: (rows) => api.exportUsers(request!, rows),
    onRowActivate: (member) => open('info', member),
  }),
};

const parts: ScreenParts<Member, MemberUpdate> = {
  info: (member, close) => <InfoModal member={member} onClose={close} />,
  edit: (member, close, screen) => (
    <EditModal member={member} onSubmit={(body) => screen.update(member.id, body)} onClose={close} />
  ),
  password: (member, close, screen) => (
    <PasswordModal member={member} onSubmit={(body) => screen.update(member.id, body)} onClose={close} />
  ),
  balance: (member, close) => <BalanceModal member={member} onClose={close} />,
};

export default function UserListPage() {
  return <CrudScreen resource={users} parts={parts} />;
}
