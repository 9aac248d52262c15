import type { TFunction } from 'i18next';
import type { AdminWithdrawal } from '@app/contracts/withdrawals';
import { actionColumn, type RowAction } from '../../../components/crud/index.ts';
import type { GridColumn, GridTagOption } from '../../../components/DataGrid/index.ts';
import { dictionaryColumn } from '../../../components/dictionary/dictionary-tags.ts';
import { approvalStepOf } from './approval-step.ts';
import { maskCardNumber } from './card-number.ts';

/** What a withdrawal request holds: the columns of both the review and the records screens. */
function requestColumns(t: TFunction): GridColumn<AdminWithdrawal>[] {
  return [
    { key: 'id', title: 'ID', type: 'integer', width: 100 },
    { key: 'user', title: t('user.withdrawal.user'), width: 150, value: (row) => row.user.name },
    { key: 'account_name', title: t('user.withdrawal.accountName'), width: 150 },
    {
      key: 'card_number',
      title: t('user.withdrawal.cardNumber'),
      width: 160,
      value: (row) => maskCardNumber(row.card_number),
      // Copy and export carry the whole number: the transfer is made from it.
      text: (row) => row.card_number,
    },
    { key: 'bank_name', title: t('user.withdrawal.bankName'), width: 160 },
    { key: 'amount', title: t('user.withdrawal.amount'), type: 'amount', width: 140 },
    // The server sorts by request time alone (API notes: withdrawal order).
    { key: 'created_at', title: t('user.withdrawal.createdAt'), type: 'date', width: 180, sortable: true },
  ];
}

/** The request's columns by key, in the order asked for: each screen orders them for its own work. */
function requestColumnPicker(t: TFunction): (...keys: string[]) => GridColumn<AdminWithdrawal>[] {
  const request = new Map(requestColumns(t).map((column) => [column.key, column]));
  return (...keys) => keys.flatMap((key) => request.get(key) ?? []);
}

/** The pending requests, with how long each has waited and the review buttons. */
export function pendingColumns(
  t: TFunction,
  actionsOf: (row: AdminWithdrawal) => RowAction[],
  waiting: GridColumn<AdminWithdrawal>,
): GridColumn<AdminWithdrawal>[] {
  const pick = requestColumnPicker(t);
  // Four-eyes: which approval a request waits for, as the server says approving it now would be.
  const step: GridColumn<AdminWithdrawal> = {
    key: 'step',
    title: t('user.review.step'),
    width: 130,
    value: (row) => t(`user.review.${approvalStepOf(row)}`),
  };
  // The sum a reviewer decides on and the wait the queue is worked by come first, in view on a laptop
  // without scrolling sideways, beside the review buttons; the bank details follow.
  return [
    ...pick('id', 'user', 'amount'),
    waiting,
    step,
    ...pick('account_name', 'card_number', 'bank_name', 'created_at'),
    actionColumn(t('crud.actions'), actionsOf, 160),
  ];
}

/**
 * Every request with how it was reviewed. The review comes before the bank details, which the
 * details dialog also shows: it is what this screen is for, and so fits a laptop with the sidebar open.
 */
export function recordColumns(
  t: TFunction,
  actionsOf: (row: AdminWithdrawal) => RowAction[],
  statuses: readonly GridTagOption[],
): GridColumn<AdminWithdrawal>[] {
  const pick = requestColumnPicker(t);
  return [
    ...pick('id', 'user', 'amount'),
    dictionaryColumn('status', t('user.withdrawal.status'), statuses, 130),
    { key: 'review_comment', title: t('user.withdrawal.reviewComment'), width: 200 },
    {
      key: 'reviewer',
      title: t('user.withdrawal.reviewer'),
      width: 120,
      value: (row) => row.reviewer?.name ?? '',
    },
    { key: 'reviewed_at', title: t('user.withdrawal.reviewedAt'), type: 'date', width: 180 },
    ...pick('created_at', 'account_name', 'card_number', 'bank_name'),
    actionColumn(t('crud.actions'), actionsOf, 110),
  ];
}
