import type { TFunction } from 'i18next';
import {
  balanceAdjustmentStatuses,
  type BalanceAdjustment,
  type BalanceAdjustmentStatus,
} from '@app/contracts/balance-adjustments';
import { actionColumn, type RowAction } from '../../components/crud/index.ts';
import type { GridColumn, GridLanguage, GridTagOption } from '../../components/DataGrid/index.ts';
import { dictionaryColumn } from '../../components/dictionary/dictionary-tags.ts';
import { SignedAmount } from '../balance-records/signed-amount.tsx';

const statusColours: Record<BalanceAdjustmentStatus, string> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** The statuses as tags and filter options, in the admin's language. */
export const adjustmentStatuses = (t: TFunction): GridTagOption[] =>
  balanceAdjustmentStatuses.map((value) => ({
    value,
    label: t(`user.adjustment.statuses.${value}`),
    color: statusColours[value],
  }));

/** Each asked-for edit: what, for whom, who asked, and how a second admin decided. */
export function adjustmentColumns(
  t: TFunction,
  language: GridLanguage,
  reasons: readonly GridTagOption[],
  actionsOf: (row: BalanceAdjustment) => RowAction[],
): GridColumn<BalanceAdjustment>[] {
  return [
    { key: 'id', title: 'ID', type: 'integer', width: 90 },
    { key: 'user', title: t('user.adjustment.user'), width: 150, value: (row) => row.user.name },
    {
      key: 'amount',
      title: t('user.adjustment.amount'),
      type: 'amount',
      width: 140,
      render: (value) => <SignedAmount minor={value as number} language={language} />,
    },
    dictionaryColumn('reason', t('user.adjustment.reason'), reasons, 120),
    { key: 'remarks', title: t('user.adjustment.remarks'), width: 200 },
    dictionaryColumn('status', t('user.adjustment.status'), adjustmentStatuses(t), 140),
    { key: 'maker', title: t('user.adjustment.maker'), width: 120, value: (row) => row.maker?.name ?? '' },
    { key: 'created_at', title: t('user.adjustment.createdAt'), type: 'date', width: 180 },
    {
      key: 'checker',
      title: t('user.adjustment.checker'),
      width: 120,
      value: (row) => row.checker?.name ?? '',
    },
    { key: 'checked_at', title: t('user.adjustment.checkedAt'), type: 'date', width: 180 },
    { key: 'review_comment', title: t('user.adjustment.reviewComment'), width: 200 },
    actionColumn(t('crud.actions'), actionsOf, 160),
  ];
}
