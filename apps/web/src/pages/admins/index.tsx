import type { Admin, AdminUpdate } from '@app/contracts/admins';
import * as api from '../../api/admins.ts';
import { crudPermissions, CrudScreen, pagesOf, type CrudResource } from '../../components/crud/index.ts';
import { useAdminChoices } from './choices.ts';
import { adminColumns } from './columns.tsx';
import { adminActions, adminFilters, adminForm, type AdminChoices } from './fields.tsx';

const admins: CrudResource<Admin, AdminUpdate, api.AdminFilter, AdminChoices> = {
  id: 'system-admins',
  exportName: 'admins',
  rows: pagesOf(api.adminListQuery),
  permissions: crudPermissions('admins'),
  writes: api.adminWrites,
  useChoices: useAdminChoices,
  columns: (t, actionsOf, { onOff }) => adminColumns(t, actionsOf, onOff),
  filters: adminFilters,
  actions: adminActions,
  form: adminForm,
};

export default function AdminPage() {
  return <CrudScreen resource={admins} />;
}
