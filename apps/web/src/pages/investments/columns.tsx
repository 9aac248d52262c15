import type { TFunction } from 'i18next';
import type { Investment } from '@app/contracts/investments';
import type { GridColumn } from '../../components/DataGrid/index.ts';
import { DictTag } from '../../components/dictionary/dict-tag.tsx';

// The list is always newest first (the server's keyset order), so no column sorts.
export function investmentColumns(t: TFunction): GridColumn<Investment>[] {
  return [
    { key: 'id', title: 'ID', type: 'integer', width: 100 },
    {
      key: 'user_id',
      title: t('investment.userId'),
      type: 'integer',
      width: 110,
      value: (row) => row.user.id,
    },
    { key: 'user', title: t('investment.user'), width: 160, value: (row) => row.user.name },
    { key: 'project', title: t('investment.project'), width: 180, value: (row) => row.project.name },
    { key: 'amount', title: t('investment.amount'), type: 'amount', width: 140 },
    {
      key: 'profit_percent',
      title: t('investment.profitPercent'),
      type: 'percent',
      width: 110,
    },
    { key: 'profit', title: t('investment.profit'), type: 'amount', width: 140 },
    {
      key: 'status',
      title: t('system.common.status'),
      width: 120,
      render: (value) => <DictTag code="investment_status" value={value as string} />,
    },
    { key: 'created_at', title: t('investment.createdAt'), type: 'date', width: 180 },
    { key: 'settle_at', title: t('investment.settleAt'), type: 'date', width: 180 },
    // Empty while the investment is active.
    { key: 'settled_at', title: t('investment.settledAt'), type: 'date', width: 180 },
  ];
}
