import { Input, Select, Switch, TreeSelect } from 'antd';
import type { TFunction } from 'i18next';
import { adminCreateSchema, adminUpdateSchema, type Admin, type AdminUpdate } from '@app/contracts/admins';
import type { AdminFilter } from '../../api/admins.ts';
import type {
  FilterField,
  FilterOption,
  FormField,
  ResourceForm,
  RowAction,
  ScreenHandles,
  TreeSelectNode,
} from '../../components/crud/index.ts';
import type { GridTagOption } from '../../components/DataGrid/index.ts';

/** A role the form offers; one reaching beyond the signed-in admin is greyed, `title` the reason. */
export interface RoleChoice extends FilterOption {
  disabled?: boolean;
  title?: string;
}

export interface AdminChoices {
  /** Every role, for the filter. */
  roles: FilterOption[];
  /** The roles the form offers. */
  assignableRoles: RoleChoice[];
  /** Whether the admin reaches beyond the signed-in one, as far as the list and the roles tell. */
  beyondReach: (admin: Admin) => boolean;
  departments: FilterOption[];
  departmentTree: TreeSelectNode[];
  /** Pickers whose list the admin may not read are left out rather than shown empty. */
  canPickRole: boolean;
  canPickDepartment: boolean;
  onOff: readonly GridTagOption[];
  confirmSignOut: (admin: Admin) => void;
}

export function adminFilters(t: TFunction, choices: AdminChoices): FilterField<AdminFilter>[] {
  return [
    { kind: 'input', name: 'keyword', label: t('system.admin.keyword') },
    ...(choices.canPickRole
      ? [{ kind: 'select', name: 'role_id', label: t('system.admin.role'), options: choices.roles } as const]
      : []),
    ...(choices.canPickDepartment
      ? [
          {
            kind: 'select',
            name: 'department_id',
            label: t('system.admin.department'),
            options: choices.departments,
          } as const,
        ]
      : []),
  ];
}

/** A new admin needs a password; an edited one keeps theirs unless one is typed. */
export function adminFields(
  t: TFunction,
  { choices, editing: row }: { choices: AdminChoices; editing: Admin | null },
): FormField<AdminUpdate>[] {
  const editing = row !== null;
  return [
    { name: 'name', label: t('system.admin.name'), required: true, input: <Input /> },
    { name: 'email', label: t('system.admin.email'), required: true, input: <Input type="email" /> },
    {
      name: 'password',
      label: t('system.admin.password'),
      required: !editing,
      input: <Input.Password autoComplete="new-password" />,
      extra: editing ? t('system.admin.passwordKeep') : undefined,
    },
    {
      name: 'role_id',
      label: t('system.admin.role'),
      required: true,
      input: (
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={choices.assignableRoles}
          placeholder={t('crud.select')}
        />
      ),
      extra: choices.assignableRoles.some((role) => role.disabled)
        ? t('system.admin.roleBeyondOwn')
        : undefined,
    },
    {
      name: 'department_id',
      label: t('system.admin.department'),
      input: (
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeData={choices.departmentTree}
          placeholder={t('crud.select')}
        />
      ),
    },
    {
      name: 'status',
      label: t('system.admin.enabled'),
      valuePropName: 'checked',
      input: <Switch />,
      extra: t('system.admin.statusHint'),
    },
  ];
}

export const adminForm: ResourceForm<Admin, AdminUpdate, AdminChoices> = {
  titles: { add: 'system.admin.addTitle', edit: 'system.admin.editTitle' },
  fields: adminFields,
  schema: (editing) => (editing ? adminUpdateSchema : adminCreateSchema),
  defaults: { status: true },
};

/** "Sign out everywhere" between edit and delete; all three greyed on an admin who reaches beyond one's own. */
export function adminActions(
  row: Admin,
  screen: ScreenHandles<Admin, AdminUpdate, AdminChoices>,
): RowAction[] {
  const [edit, remove] = screen.editDelete(row);
  const signOut = {
    key: 'sign-out',
    label: screen.t('system.admin.signOut'),
    permission: 'admins.modify' as const,
  };
  const actions = [edit!, { ...signOut, onClick: () => screen.choices.confirmSignOut(row) }, remove!];
  if (!screen.choices.beyondReach(row)) return actions;
  const disabledReason = screen.t('system.admin.adminBeyondOwn');
  return actions.map((action) => ({ ...action, disabledReason }));
}
