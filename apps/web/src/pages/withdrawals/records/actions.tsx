import type { AdminWithdrawal } from '@app/contracts/withdrawals';
import type { RowAction, ScreenHandles, ScreenParts } from '../../../components/crud/index.ts';
import { DetailsModal } from './details-modal.tsx';
import type { RecordChoices } from './fields.ts';

/** Every request, whatever its status, offers its details alone: the review is the review screen's. */
export const recordActions = (
  withdrawal: AdminWithdrawal,
  { t, open }: ScreenHandles<AdminWithdrawal, never, RecordChoices>,
): RowAction[] => [
  {
    key: 'details',
    label: t('user.withdrawal.details'),
    permission: 'withdrawals.query',
    onClick: () => open('details', withdrawal),
  },
];

/** What the row actions (and a double click on a row) open. */
export const recordParts: ScreenParts<AdminWithdrawal> = {
  details: (withdrawal, close) => <DetailsModal withdrawal={withdrawal} onClose={close} />,
};
