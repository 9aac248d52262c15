import type { TFunction } from 'i18next';
import type { Role } from '@app/contracts/roles';
import { actionColumn, type RowAction } from '../../components/crud/index.ts';
import type { GridColumn } from '../../components/DataGrid/index.ts';
import { DictTag } from '../../components/dictionary/dict-tag.tsx';

export function roleColumns(t: TFunction, actionsOf: (row: Role) => RowAction[]): GridColumn<Role>[] {
  return [
    { key: 'id', title: 'ID', type: 'integer', width: 100, sortable: true },
    { key: 'name', title: t('system.role.name'), width: 200, sortable: true },
    {
      key: 'is_super',
      title: t('system.role.isSuper'),
      width: 140,
      render: (value) => <DictTag code="on_off" value={value as boolean} />,
    },
    {
      key: 'two_factor_required',
      title: t('system.role.twoFactorRequired'),
      width: 160,
      render: (value) => <DictTag code="on_off" value={value as boolean} />,
    },
    {
      key: 'permissions',
      title: t('system.role.permissionCount'),
      type: 'integer',
      width: 120,
      value: (row) => row.permissions.length,
    },
    { key: 'admins_count', title: t('system.role.adminCount'), type: 'integer', width: 120 },
    { key: 'remark', title: t('system.common.remark'), width: 200 },
    { key: 'created_at', title: t('system.common.createdAt'), type: 'date', width: 180, sortable: true },
    actionColumn(t('crud.actions'), actionsOf, 220),
  ];
}
