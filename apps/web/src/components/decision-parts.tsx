import type { ReactNode } from 'react';
import type { PermissionCode } from '@app/contracts/permissions';
import type { RowAction, ScreenHandles, ScreenParts } from './crud/index.ts';
import type { Decision } from './decision-modal.tsx';

const decisions: readonly Decision[] = ['approved', 'rejected'];

/** A waiting row's approve and reject buttons, each opening the screen's review part of that decision. */
export function decisionActions<TRow>(
  row: TRow,
  { t, open }: Pick<ScreenHandles<TRow, never, unknown>, 't' | 'open'>,
  permission: PermissionCode,
): RowAction[] {
  return [
    { key: 'approve', label: t('user.review.approve'), permission, onClick: () => open('approved', row) },
    {
      key: 'reject',
      label: t('user.review.reject'),
      permission,
      danger: true,
      onClick: () => open('rejected', row),
    },
  ];
}

/** The screen's review parts, one per decision, each drawn by `review` (the screen's decision dialog). */
export function decisionParts<TRow>(
  review: (row: TRow, decision: Decision, close: () => void) => ReactNode,
): ScreenParts<TRow> {
  return Object.fromEntries(
    decisions.map((decision) => [decision, (row: TRow, close: () => void) => review(row, decision, close)]),
  );
}
