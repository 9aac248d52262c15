import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { Currency } from '@app/contracts/currencies';
import { actionColumn, type RowAction } from '../../components/crud/index.ts';
import type { GridColumn, GridTagOption } from '../../components/DataGrid/index.ts';
import { dictionaryColumn } from '../../components/dictionary/dictionary-tags.ts';

export function currencyColumns(
  t: TFunction,
  actionsOf: (row: Currency) => RowAction[],
  onOff: readonly GridTagOption[],
): GridColumn<Currency>[] {
  const defaultLabel = t('finance.currency.default');
  return [
    { key: 'code', title: t('finance.currency.code'), width: 140, sortable: true },
    { key: 'name', title: t('finance.currency.name'), width: 200, sortable: true },
    { key: 'symbol', title: t('finance.currency.symbol'), width: 100 },
    { key: 'decimals', title: t('finance.currency.decimals'), type: 'integer', width: 140 },
    {
      key: 'is_default',
      title: t('finance.currency.isDefault'),
      width: 140,
      // An import never moves the default: that is the "make default" action's, with its own rules.
      importable: false,
      text: (row) => (row.is_default ? defaultLabel : ''),
      render: (value) => (value ? <Tag color="gold">{defaultLabel}</Tag> : null),
    },
    dictionaryColumn('status', t('system.common.status'), onOff),
    { key: 'created_at', title: t('system.common.createdAt'), type: 'date', width: 180, sortable: true },
    actionColumn(t('crud.actions'), actionsOf, 260),
  ];
}
