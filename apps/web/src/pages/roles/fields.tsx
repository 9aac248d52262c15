import { Input, Switch } from 'antd';
import type { TFunction } from 'i18next';
import { roleWriteSchema, type Role, type RoleWrite } from '@app/contracts/roles';
import type { RoleFilter } from '../../api/roles.ts';
import type { FilterField, FormField, ResourceForm } from '../../components/crud/index.ts';
import type { Reach } from '@app/contracts/grant-reach';

export const roleFilters = (t: TFunction): FilterField<RoleFilter>[] => [
  { kind: 'input', name: 'keyword', label: t('system.role.keyword') },
];

// Permissions are assigned in their own dialog (roles.permissions), not in this form. Only a super
// admin makes a role super (DESIGN.md §5).
export const roleFields = (t: TFunction, { choices: reach }: { choices: Reach }): FormField<RoleWrite>[] => [
  { name: 'name', label: t('system.role.name'), required: true, input: <Input /> },
  {
    name: 'is_super',
    label: t('system.role.isSuper'),
    valuePropName: 'checked',
    input: <Switch disabled={!reach.isSuper} />,
    extra: reach.isSuper ? undefined : t('system.role.superOnly'),
  },
  {
    name: 'two_factor_required',
    label: t('system.role.twoFactorRequired'),
    valuePropName: 'checked',
    input: <Switch />,
    extra: t('system.role.twoFactorRequiredHint'),
  },
  { name: 'remark', label: t('system.common.remark'), input: <Input.TextArea rows={3} /> },
];

// An edit sends no `permissions`, so the role keeps its grants; they have their own modal.
export const roleForm: ResourceForm<Role, RoleWrite, Reach> = {
  titles: { add: 'system.role.addTitle', edit: 'system.role.editTitle' },
  fields: roleFields,
  schema: roleWriteSchema,
  defaults: { is_super: false, two_factor_required: false },
};
