import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminCreateSchema,
  adminUpdateSchema,
  type Admin,
  type AdminCreate,
  type AdminUpdate,
} from '@app/contracts/admins';
import { adminKeys, adminListQuery, createAdmin, deleteAdmin, updateAdmin } from '../../../api/admins.ts';
import { departmentTreeQuery } from '../../../api/departments.ts';
import { roleOptionsQuery } from '../../../api/roles.ts';
import {
  FormModal,
  ListPage,
  toIndentedOptions,
  toTreeSelectData,
  useConfirmDelete,
  useCrudMutations,
  useListQuery,
  useModalState,
} from '../../../components/crud/index.ts';
import { usePermission } from '../../../components/use-permission.ts';
import { adminColumns } from './columns.tsx';
import { adminFields, adminFilters } from './fields.tsx';

const crudCalls = { queryKey: adminKeys.all, create: createAdmin, update: updateAdmin, remove: deleteAdmin };

export default function AdminPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const list = useListQuery<Admin>(adminListQuery);
  const modal = useModalState<Admin>();
  const confirmDelete = useConfirmDelete();
  const crud = useCrudMutations<AdminUpdate>(crudCalls);

  const canPickRole = can('roles.query');
  const canPickDepartment = can('departments.query');
  const { data: roles } = useQuery({ ...roleOptionsQuery, enabled: canPickRole });
  const { data: departments } = useQuery({ ...departmentTreeQuery(), enabled: canPickDepartment });
  const choices = useMemo(
    () => ({
      roles: (roles ?? []).map((role) => ({ value: role.id, label: role.name })),
      departments: toIndentedOptions(departments ?? [], (d) => d.name),
      departmentTree: toTreeSelectData(departments ?? [], (d) => d.name),
      canPickRole,
      canPickDepartment,
    }),
    [roles, departments, canPickRole, canPickDepartment],
  );

  const { openEdit } = modal;
  const { remove } = crud;
  const actionsOf = useCallback(
    (row: Admin) => [
      {
        key: 'edit',
        label: t('crud.edit'),
        permission: 'admins.modify' as const,
        onClick: () => openEdit(row),
      },
      {
        key: 'delete',
        label: t('crud.delete'),
        permission: 'admins.delete' as const,
        danger: true,
        onClick: () => confirmDelete(() => remove(row.id), row.name),
      },
    ],
    [t, openEdit, remove, confirmDelete],
  );
  const columns = useMemo(() => adminColumns(t, actionsOf), [t, actionsOf]);
  const filters = useMemo(() => adminFilters(t, choices), [t, choices]);

  const { state } = modal;
  const editing = state.mode === 'edit' ? state.row : null;
  return (
    <ListPage
      grid={{ id: 'system-admins', columns, rowKey: 'id', ...list.grid, exportName: 'admins' }}
      filters={{ fields: filters, onSubmit: list.setFilter }}
      create={{ permission: 'admins.add', onClick: () => modal.openCreate() }}
    >
      {state.mode !== 'closed' && (
        <FormModal<AdminUpdate>
          title={t(editing ? 'system.admin.editTitle' : 'system.admin.addTitle')}
          fields={adminFields(t, choices, editing !== null)}
          schema={editing ? adminUpdateSchema : adminCreateSchema}
          initialValues={editing ?? undefined}
          onSubmit={(values) =>
            editing ? crud.update(editing.id, values as AdminUpdate) : crud.create(values as AdminCreate)
          }
          onClose={modal.close}
        />
      )}
    </ListPage>
  );
}
