import type { TFunction } from 'i18next';
import type { BalanceRecord } from '@app/contracts/ledger';
import type { GridColumn, GridLanguage, GridTagOption } from '../../components/DataGrid/index.ts';
import { dictionaryColumn } from '../../components/dictionary/dictionary-tags.ts';
import { SignedAmount } from './signed-amount.tsx';

// The list is always newest first (the server's keyset order), so no column sorts.
export function balanceRecordColumns(
  t: TFunction,
  language: GridLanguage,
  kinds: readonly GridTagOption[],
  reasons: readonly GridTagOption[],
): GridColumn<BalanceRecord>[] {
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
    dictionaryColumn('kind', t('investment.balanceRecord.kind'), kinds, 130),
    {
      key: 'amount',
      title: t('investment.balanceRecord.amount'),
      type: 'amount',
      width: 140,
      render: (value) => <SignedAmount minor={value as number} language={language} />,
    },
    { key: 'balance_before', title: t('investment.balanceRecord.balanceBefore'), type: 'amount', width: 140 },
    { key: 'balance_after', title: t('investment.balanceRecord.balanceAfter'), type: 'amount', width: 140 },
    // Only an admin's edit carries a reason.
    dictionaryColumn('reason', t('investment.balanceRecord.reason'), reasons, 120),
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
