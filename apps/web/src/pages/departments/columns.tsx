import type { TFunction } from 'i18next';
import type { Department } from '@app/contracts/departments';
import { actionColumn, type RowAction } from '../../components/crud/index.ts';
import type { GridColumn, GridTagOption } from '../../components/DataGrid/index.ts';
import { dictionaryColumn } from '../../components/dictionary/dictionary-tags.ts';

export function departmentColumns(
  t: TFunction,
  actionsOf: (row: Department) => RowAction[],
  onOff: readonly GridTagOption[],
): GridColumn<Department>[] {
  return [
    { key: 'name', title: t('system.dept.name'), width: 240 },
    { key: 'code', title: t('system.dept.code'), width: 160 },
    dictionaryColumn('status', t('system.common.status'), onOff),
    { key: 'sort', title: t('system.common.sort'), type: 'integer', width: 100 },
    { key: 'created_at', title: t('system.common.createdAt'), type: 'date', width: 180 },
    actionColumn(t('crud.actions'), actionsOf, 220),
  ];
}
