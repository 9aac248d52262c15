import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { AdminWithdrawal } from '@app/contracts/withdrawals';
import { withdrawalSummaryQuery, type WithdrawalFilter } from '../../../api/withdrawals.ts';
import type { FilterField, RowAction } from '../../../components/crud/index.ts';
import type { GridColumn } from '../../../components/DataGrid/index.ts';
import { usePermission } from '../../../components/use-permission.ts';
import { useSession } from '../../../stores/session.ts';
import { pendingColumns } from '../shared/columns.tsx';
import { withdrawalFilters } from '../shared/filters.ts';
import { useMinuteClock, waitingColumn } from './waiting-column.tsx';

export interface ReviewChoices {
  /** The time now, moving on each minute: the waiting column's ages grow while the screen is open. */
  now: number;
  /** The overdue age set in the settings; the menu's count asks for the same summary (one request). */
  overdueHours: number | undefined;
  /** Picking the member needs users.query. */
  canPickUser: boolean;
  /** The signed-in admin, who cannot give the second approval of a request they approved first. */
  me: number | undefined;
}

export function useReviewChoices(): ReviewChoices {
  const can = usePermission();
  return {
    now: useMinuteClock(),
    overdueHours: useQuery(withdrawalSummaryQuery()).data?.overdue_hours,
    canPickUser: can('users.query'),
    me: useSession((s) => s.profile?.id),
  };
}

export const reviewColumns = (
  t: TFunction,
  actionsOf: (row: AdminWithdrawal) => RowAction[],
  { now, overdueHours }: ReviewChoices,
): GridColumn<AdminWithdrawal>[] => pendingColumns(t, actionsOf, waitingColumn(t, now, overdueHours));

export const reviewFilters = (
  t: TFunction,
  { canPickUser }: ReviewChoices,
): FilterField<WithdrawalFilter>[] => withdrawalFilters(t, { canPickUser });
