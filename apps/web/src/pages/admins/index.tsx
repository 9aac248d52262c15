import { adminCreateSchema, adminUpdateSchema, type Admin, type AdminUpdate } from '@app/contracts/admins';
import * as api from '../../api/admins.ts';
import { crudPermissions, CrudScreen, pagesOf, type CrudResource } from '../../components/crud/index.ts';
import { useAdminChoices } from './choices.ts';
import { adminColumns } from './columns.tsx';
import { adminFields, adminFilters, type AdminChoices } from './fields.tsx';

const admins: CrudResource<Admin, AdminUpdate, api.AdminFilter, AdminChoices> = {
  id: 'system-admins',
  exportName: 'admins',
  rows: pagesOf(api.adminListQuery),
  permissions: crudPermissions('admins'),
  writes: api.adminWrites,
  useChoices: useAdminChoices,
  columns: (t, actionsOf, { onOff }) => adminColumns(t, actionsOf, onOff),
  filters: adminFilters,
  // "Sign out everywhere" between edit and delete.
  actions: (row, screen) => {
    const [edit, remove] = screen.editDelete(row);
    const signOut = {
      key: 'sign-out',
      label: screen.t('system.admin.signOut'),
      permission: 'admins.modify' as const,
    };
    return [edit!, { ...signOut, onClick: () => screen.choices.confirmSignOut(row) }, remove!];
  },
  form: {
    titles: { add: 'system.admin.addTitle', edit: 'system.admin.editTitle' },
    fields: adminFields,
    schema: (editing) => (editing ? adminUpdateSchema : adminCreateSchema),
    defaults: { status: true },
  },
};

export default function AdminPage() {
  return <CrudScreen resource={admins} />;
}
