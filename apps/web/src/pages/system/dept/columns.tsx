import type { TFunction } from 'i18next';
import type { Department } from '@app/contracts/departments';
import { actionColumn, type RowAction } from '../../../components/crud/index.ts';
import type { GridColumn } from '../../../components/DataGrid/index.ts';
import { DictTag } from '../../../components/dictionary/dict-tag.tsx';

export function departmentColumns(
  t: TFunction,
  actionsOf: (row: Department) => RowAction[],
): GridColumn<Department>[] {
  return [
    { key: 'name', title: t('system.dept.name'), width: 240 },
    { key: 'code', title: t('system.dept.code'), width: 160 },
    {
      key: 'status',
      title: t('system.common.status'),
      width: 100,
      render: (value) => <DictTag code="on_off" value={value as boolean} />,
    },
    { key: 'sort', title: t('system.common.sort'), type: 'integer', width: 100 },
    { key: 'created_at', title: t('system.common.createdAt'), type: 'date', width: 180 },
    actionColumn(t('crud.actions'), actionsOf, 220),
  ];
}
