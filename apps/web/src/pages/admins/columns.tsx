import type { TFunction } from 'i18next';
import type { Admin } from '@app/contracts/admins';
import { actionColumn, type RowAction } from '../../components/crud/index.ts';
import type { GridColumn, GridTagOption } from '../../components/DataGrid/index.ts';
import { dictionaryColumn } from '../../components/dictionary/dictionary-tags.ts';

export function adminColumns(
  t: TFunction,
  actionsOf: (row: Admin) => RowAction[],
  onOff: readonly GridTagOption[],
): GridColumn<Admin>[] {
  const statuses: GridTagOption[] = [
    { value: true, label: t('system.admin.enabled'), color: 'success' },
    { value: false, label: t('system.admin.disabled'), color: 'error' },
  ];
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
    { key: 'status', title: t('system.common.status'), type: 'tag', options: statuses, width: 110 },
    dictionaryColumn('two_factor_enabled', t('system.admin.twoFactor'), onOff, 140),
    { key: 'created_at', title: t('system.common.createdAt'), type: 'date', width: 180, sortable: true },
    actionColumn(t('crud.actions'), actionsOf, 260),
  ];
}
