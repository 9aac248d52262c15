import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCreateSchema, adminUpdateSchema, type Admin, type AdminUpdate } from '@app/contracts/admins';
import {
  adminKeys,
  adminListQuery,
  createAdmin,
  deleteAdmin,
  signOutAdmin,
  updateAdmin,
} from '../../api/admins.ts';
import { departmentTreeQuery } from '../../api/departments.ts';
import { roleOptionsQuery } from '../../api/roles.ts';
import {
  CrudFormModal,
  editedRow,
  ListPage,
  nameOfRow,
  toIndentedOptions,
  toTreeSelectData,
  useCrudMutations,
  useEditDeleteActions,
  useListQuery,
  useModalState,
  type RowAction,
} from '../../components/crud/index.ts';
import { asOnOff, useDictionaryTags } from '../../components/dictionary/dictionary-tags.ts';
import { usePermission } from '../../components/use-permission.ts';
import { adminColumns } from './columns.tsx';
import { adminFields, adminFilters } from './fields.tsx';

const crudCalls = { queryKey: adminKeys.all, create: createAdmin, update: updateAdmin, remove: deleteAdmin };

export default function AdminPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const list = useListQuery<Admin>(adminListQuery);
  const modal = useModalState<Admin>();
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

  const editDeleteOf = useEditDeleteActions<Admin>({
    modify: 'admins.modify',
    remove: 'admins.delete',
    onEdit: modal.openEdit,
    onRemove: crud.remove,
    nameOf: nameOfRow,
  });
  const confirmSignOut = useConfirmSignOut();
  const actionsOf = useCallback(
    (row: Admin): RowAction[] => {
      const [edit, remove] = editDeleteOf(row);
      const signOut: RowAction = {
        key: 'sign-out',
        label: t('system.admin.signOut'),
        permission: 'admins.modify',
        onClick: () => confirmSignOut(row),
      };
      return [edit!, signOut, remove!];
    },
    [editDeleteOf, confirmSignOut, t],
  );
  const onOff = useDictionaryTags('on_off', asOnOff);
  const columns = useMemo(() => adminColumns(t, actionsOf, onOff), [t, actionsOf, onOff]);
  const filters = useMemo(() => adminFilters(t, choices), [t, choices]);

  const editing = editedRow(modal.state);
  return (
    <ListPage
      grid={{ id: 'system-admins', columns, rowKey: 'id', ...list.grid, exportName: 'admins' }}
      filters={{ fields: filters, ...list.filterBar }}
      create={{ permission: 'admins.add', onClick: () => modal.openCreate() }}
    >
      <CrudFormModal<Admin, AdminUpdate>
        modal={modal}
        crud={crud}
        titles={{ add: t('system.admin.addTitle'), edit: t('system.admin.editTitle') }}
        fields={adminFields(t, choices, editing !== null)}
        schema={editing ? adminUpdateSchema : adminCreateSchema}
        defaults={{ status: true }}
      />
    </ListPage>
  );
}

/** "Sign out everywhere": asks first, then ends every session of the admin (DESIGN.md §5). */
function useConfirmSignOut() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  return useCallback(
    (admin: Admin) =>
      void modal.confirm({
        title: t('system.admin.signOut'),
        content: t('system.admin.signOutConfirm', { name: admin.name }),
        okText: t('common.confirm'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: async () => {
          try {
            await signOutAdmin(admin.id);
            message.success(t('system.admin.signedOut', { name: admin.name }));
          } catch {
            // shown by the request layer
          }
        },
      }),
    [modal, message, t],
  );
}
