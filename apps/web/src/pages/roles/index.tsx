import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionCode } from '@app/contracts/permissions';
import { roleWriteSchema, type Role, type RoleWrite } from '@app/contracts/roles';
import {
  createRole,
  deleteRole,
  roleKeys,
  roleListQuery,
  setRolePermissions,
  updateRole,
} from '../../api/roles.ts';
import {
  CrudFormModal,
  ListPage,
  nameOfRow,
  useCrudMutations,
  useEditDeleteActions,
  useListQuery,
  useModalState,
} from '../../components/crud/index.ts';
import { roleColumns } from './columns.tsx';
import { roleFields, roleFilters } from './fields.tsx';
import { PermissionsModal } from './permissions-modal.tsx';

const crudCalls = {
  queryKey: roleKeys.all,
  create: createRole,
  update: updateRole,
  remove: deleteRole,
};
const permissionCalls = { queryKey: roleKeys.all, update: setRolePermissions };

export default function RolePage() {
  const { t } = useTranslation();
  const list = useListQuery<Role>(roleListQuery);
  const modal = useModalState<Role>();
  const [granting, setGranting] = useState<Role | null>(null);
  const crud = useCrudMutations<RoleWrite>(crudCalls);
  const permissionsCrud = useCrudMutations<PermissionCode[]>(permissionCalls);

  const editDelete = useEditDeleteActions<Role>({
    modify: 'roles.modify',
    remove: 'roles.delete',
    onEdit: modal.openEdit,
    onRemove: crud.remove,
    nameOf: nameOfRow,
  });
  const actionsOf = useCallback(
    (row: Role) => [
      {
        key: 'permissions',
        label: t('system.role.permissions'),
        permission: 'roles.permissions' as const,
        onClick: () => setGranting(row),
      },
      ...editDelete(row),
    ],
    [t, editDelete],
  );
  const columns = useMemo(() => roleColumns(t, actionsOf), [t, actionsOf]);
  const filters = useMemo(() => roleFilters(t), [t]);

  return (
    <ListPage
      grid={{ id: 'system-roles', columns, rowKey: 'id', ...list.grid, exportName: 'roles' }}
      filters={{ fields: filters, ...list.filterBar }}
      create={{ permission: 'roles.add', onClick: () => modal.openCreate() }}
    >
      {/* An edit sends no `permissions`, so the role keeps its grants; they have their own modal. */}
      <CrudFormModal<Role, RoleWrite>
        modal={modal}
        crud={crud}
        titles={{ add: t('system.role.addTitle'), edit: t('system.role.editTitle') }}
        fields={roleFields(t)}
        schema={roleWriteSchema}
        defaults={{ is_super: false, two_factor_required: false }}
      />
      {granting && (
        <PermissionsModal
          role={granting}
          onSave={(permissions) => permissionsCrud.update(granting.id, permissions)}
          onClose={() => setGranting(null)}
        />
      )}
    </ListPage>
  );
}
