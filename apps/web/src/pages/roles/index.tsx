import type { Role, RoleWrite } from '@app/contracts/roles';
import * as api from '../../api/roles.ts';
import { crudPermissions, CrudScreen, pagesOf, type CrudResource } from '../../components/crud/index.ts';
import { roleActions, roleParts } from './actions.tsx';
import { roleColumns } from './columns.tsx';
import { roleFilters, roleForm } from './fields.tsx';

const roles: CrudResource<Role, RoleWrite, api.RoleFilter> = {
  id: 'system-roles',
  exportName: 'roles',
  rows: pagesOf(api.roleListQuery),
  permissions: crudPermissions('roles'),
  writes: api.roleWrites,
  columns: roleColumns,
  filters: roleFilters,
  actions: roleActions,
  form: roleForm,
};

export default function RolePage() {
  return <CrudScreen resource={roles} parts={roleParts} />;
}
