import type { TFunction } from 'i18next';
import type { BalanceRecord } from '@app/contracts/ledger';
import type { GridColumn, GridLanguage } from '../../../components/DataGrid/index.ts';
import { DictTag } from '../../../components/dictionary/dict-tag.tsx';
import { SignedAmount } from './signed-amount.tsx';

// The list is always newest first (the server's keyset order), so no column sorts.
export function balanceRecordColumns(t: TFunction, language: GridLanguage): GridColumn<BalanceRecord>[] {
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
    {
      key: 'kind',
      title: t('investment.balanceRecord.kind'),
      width: 130,
      render: (value) => <DictTag code="balance_record_kind" value={value as string} />,
    },
    {
      key: 'amount',
      title: t('investment.balanceRecord.amount'),
      type: 'amount',
      width: 140,
      render: (value) => <SignedAmount minor={value as number} language={language} />,
    },
    { key: 'balance_before', title: t('investment.balanceRecord.balanceBefore'), type: 'amount', width: 140 },
    { key: 'balance_after', title: t('investment.balanceRecord.balanceAfter'), type: 'amount', width: 140 },
    { key: 'remarks', title: t('system.common.remark'), width: 220 },
    // Empty for what the member or the system did (an investment, a settlement).
    {
      key: 'operator',
      title: t('investment.balanceRecord.operator'),
      width: 140,
      value: (row) => row.operator?.name ?? '',
    },
    { key: 'created_at', title: t('investment.balanceRecord.time'), type: 'date', width: 180 },
  ];
}
