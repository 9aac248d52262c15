import type { PermissionCode } from '@app/contracts/permissions';
import { roleWriteSchema, type Role, type RoleWrite } from '@app/contracts/roles';
import * as api from '../../api/roles.ts';
import {
  crudPermissions,
  CrudScreen,
  pagesOf,
  useCrudMutations,
  type CrudResource,
} from '../../components/crud/index.ts';
import { roleColumns } from './columns.tsx';
import { roleFields, roleFilters } from './fields.tsx';
import { PermissionsModal } from './permissions-modal.tsx';

const roles: CrudResource<Role, RoleWrite, api.RoleFilter> = {
  id: 'system-roles',
  exportName: 'roles',
  rows: pagesOf(api.roleListQuery),
  permissions: crudPermissions('roles'),
  writes: api.roleWrites,
  columns: roleColumns,
  filters: roleFilters,
  actions: (row, screen) => [
    {
      key: 'permissions',
      label: screen.t('system.role.permissions'),
      permission: 'roles.permissions',
      onClick: () => screen.open('permissions', row),
    },
    ...screen.editDelete(row),
  ],
  // An edit sends no `permissions`, so the role keeps its grants; they have their own modal.
  form: {
    titles: { add: 'system.role.addTitle', edit: 'system.role.editTitle' },
    fields: roleFields,
    schema: roleWriteSchema,
    defaults: { is_super: false, two_factor_required: false },
  },
};
const permissionCalls = { queryKey: api.roleKeys.all, update: api.setRolePermissions };

export default function RolePage() {
  const grants = useCrudMutations<PermissionCode[]>(permissionCalls);
  const parts = {
    permissions: (role: Role, close: () => void) => (
      <PermissionsModal role={role} onSave={(codes) => grants.update(role.id, codes)} onClose={close} />
    ),
  };
  return <CrudScreen resource={roles} parts={parts} />;
}
