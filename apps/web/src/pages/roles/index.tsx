import type { Role, RoleWrite } from '@app/contracts/roles';
import * as api from '../../api/roles.ts';
import { crudPermissions, CrudScreen, pagesOf, type CrudResource } from '../../components/crud/index.ts';
import type { Reach } from '@app/contracts/grant-reach';
import { useOwnReach } from '../../components/grant-limits.ts';
import { roleActions, roleParts } from './actions.tsx';
import { roleColumns } from './columns.tsx';
import { roleFilters, roleForm } from './fields.tsx';

// The signed-in admin's reach bounds what the form and the row actions offer.
const roles: CrudResource<Role, RoleWrite, api.RoleFilter, Reach> = {
  id: 'system-roles',
  exportName: 'roles',
  rows: pagesOf(api.roleListQuery),
  permissions: crudPermissions('roles'),
  useChoices: useOwnReach,
  writes: api.roleWrites,
  columns: roleColumns,
  filters: roleFilters,
  actions: roleActions,
  form: roleForm,
};

export default function RolePage() {
  return <CrudScreen resource={roles} parts={roleParts} />;
}
