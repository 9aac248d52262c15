import type { Member, MemberUpdate } from '@app/contracts/users';
import * as api from '../../api/users.ts';
import { CrudScreen, pagesOf, type CrudResource } from '../../components/crud/index.ts';
import { userActions, userParts, useUserChoices, type UserChoices } from './actions.tsx';
import { userColumns } from './columns.tsx';
import { userFilters } from './filters.ts';

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

export default function UserListPage() {
  return <CrudScreen resource={users} parts={userParts} />;
}
