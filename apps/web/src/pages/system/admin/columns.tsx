import type { TFunction } from 'i18next';
import type { Admin } from '@app/contracts/admins';
import { actionColumn, type RowAction } from '../../../components/crud/index.ts';
import type { GridColumn } from '../../../components/DataGrid/index.ts';
import { DictTag } from '../../../components/dictionary/dict-tag.tsx';

export function adminColumns(t: TFunction, actionsOf: (row: Admin) => RowAction[]): GridColumn<Admin>[] {
  return [
    { key: 'id', title: 'ID', type: 'integer', width: 100, sortable: true },
    { key: 'name', title: t('system.admin.name'), width: 160, sortable: true },
    { key: 'email', title: t('system.admin.email'), width: 240, sortable: true },
    { key: 'role', title: t('system.admin.role'), width: 160, value: (row) => row.role?.name ?? '' },
    {
      key: 'department',
      title: t('system.admin.department'),
      width: 160,
      value: (row) => row.department?.name ?? '',
    },
    {
      key: 'two_factor_enabled',
      title: t('system.admin.twoFactor'),
      width: 140,
      render: (value) => <DictTag code="on_off" value={value as boolean} />,
    },
    { key: 'created_at', title: t('system.common.createdAt'), type: 'date', width: 180, sortable: true },
    actionColumn(t('crud.actions'), actionsOf, 160),
  ];
}
