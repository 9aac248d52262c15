import type { TFunction } from 'i18next';
import type { Channel } from '@app/contracts/channels';
import { actionColumn, type RowAction } from '../../../components/crud/index.ts';
import type { GridColumn, GridTagOption } from '../../../components/DataGrid/index.ts';
import { dictionaryColumn } from '../../../components/dictionary/dictionary-tags.ts';
import { formatAmount } from '../../../components/money/index.ts';

export function channelColumns(
  t: TFunction,
  actionsOf: (row: Channel) => RowAction[],
  onOff: readonly GridTagOption[],
): GridColumn<Channel>[] {
  return [
    { key: 'name', title: t('channel.name'), width: 180, sortable: true },
    { key: 'code', title: t('channel.code'), width: 160, sortable: true },
    {
      key: 'fee_percent',
      title: t('channel.feePercent'),
      width: 120,
      type: 'percent',
      sortable: true,
    },
    { key: 'min_amount', title: t('channel.minAmount'), type: 'amount', width: 170, sortable: true },
    {
      key: 'max_amount',
      title: t('channel.maxAmount'),
      type: 'amount',
      width: 170,
      sortable: true,
      // contracts: null = no maximum, shown as such; export writes it as an empty cell, which import reads back.
      render: (value) =>
        typeof value === 'number' ? formatAmount(value, { bare: true }) : t('channel.noMaximum'),
    },
    dictionaryColumn('status', t('system.common.status'), onOff),
    { key: 'sort', title: t('system.common.sort'), type: 'integer', width: 100, sortable: true },
    { key: 'created_at', title: t('system.common.createdAt'), type: 'date', width: 180, sortable: true },
    actionColumn(t('crud.actions'), actionsOf, 160),
  ];
}
