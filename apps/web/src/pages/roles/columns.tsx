import type { TFunction } from 'i18next';
import type { Role } from '@app/contracts/roles';
import { actionColumn, type RowAction } from '../../components/crud/index.ts';
import type { GridColumn, GridTagOption } from '../../components/DataGrid/index.ts';

export function roleColumns(t: TFunction, actionsOf: (row: Role) => RowAction[]): GridColumn<Role>[] {
  const yesNo: GridTagOption[] = [
    { value: true, label: t('crud.yes'), color: 'processing' },
    { value: false, label: t('crud.no') },
  ];
  return [
    { key: 'id', title: 'ID', type: 'integer', width: 100, sortable: true },
    { key: 'name', title: t('system.role.name'), width: 200, sortable: true },
    // Flags of the role, yes or no: the on/off dictionary's "active" read as if the role were switched off.
    { key: 'is_super', title: t('system.role.isSuper'), type: 'tag', options: yesNo, width: 140 },
    {
      key: 'two_factor_required',
      title: t('system.role.twoFactorRequired'),
      type: 'tag',
      options: yesNo,
      width: 160,
    },
    {
      key: 'permissions',
      title: t('system.role.permissionCount'),
      type: 'integer',
      width: 120,
      // A super administrator's role holds every permission whatever it lists (none, as stored).
      value: (row) => (row.is_super ? t('system.role.allPermissions') : row.permissions.length),
    },
    { key: 'admins_count', title: t('system.role.adminCount'), type: 'integer', width: 120 },
    { key: 'remark', title: t('system.common.remark'), width: 200 },
    { key: 'created_at', title: t('system.common.createdAt'), type: 'date', width: 180, sortable: true },
    actionColumn(t('crud.actions'), actionsOf, 220),
  ];
}
