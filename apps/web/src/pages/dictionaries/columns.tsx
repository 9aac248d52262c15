import type { TFunction } from 'i18next';
import type { Dictionary } from '@app/contracts/dictionaries';
import { actionColumn, type RowAction } from '../../components/crud/index.ts';
import type { GridColumn } from '../../components/DataGrid/index.ts';
import { DictTag } from '../../components/dictionary/dict-tag.tsx';

export function dictionaryColumns(
  t: TFunction,
  storedText: (text: string) => string,
  actionsOf: (row: Dictionary) => RowAction[],
): GridColumn<Dictionary>[] {
  return [
    { key: 'id', title: 'ID', type: 'integer', width: 100, sortable: true },
    { key: 'code', title: t('system.dict.code'), width: 200, sortable: true },
    { key: 'name', title: t('system.dict.name'), width: 200, value: (row) => storedText(row.name) },
    {
      key: 'status',
      title: t('system.common.status'),
      width: 100,
      render: (value) => <DictTag code="on_off" value={value as boolean} />,
    },
    { key: 'remark', title: t('system.common.remark'), width: 200 },
    { key: 'created_at', title: t('system.common.createdAt'), type: 'date', width: 180, sortable: true },
    actionColumn(t('crud.actions'), actionsOf, 200),
  ];
}
