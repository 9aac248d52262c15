import type { Withdrawal } from '@app/contracts/withdrawals';
import type { RowAction, ScreenHandles, ScreenParts } from '../../../components/crud/index.ts';
import { DetailsModal } from './details-modal.tsx';
import type { RecordChoices } from './fields.ts';

/** Every request, whatever its status, offers its details alone: the review is the review screen's. */
export const recordActions = (
  withdrawal: Withdrawal,
  { t, open }: ScreenHandles<Withdrawal, never, RecordChoices>,
): RowAction[] => [
  {
    key: 'details',
    label: t('user.withdrawal.details'),
    permission: 'withdrawals.query',
    onClick: () => open('details', withdrawal),
  },
];

/** What the row actions (and a double click on a row) open. */
export const recordParts: ScreenParts<Withdrawal> = {
  details: (withdrawal, close) => <DetailsModal withdrawal={withdrawal} onClose={close} />,
};
