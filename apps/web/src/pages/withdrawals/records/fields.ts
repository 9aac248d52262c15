import type { TFunction } from 'i18next';
import { filterOptions, type FilterField } from '../../../components/crud/index.ts';
import type { GridTagOption } from '../../../components/DataGrid/index.ts';
import type { WithdrawalFilter } from '../../../api/withdrawals.ts';
import { useDictionaryTags } from '../../../components/dictionary/dictionary-tags.ts';
import { usePermission } from '../../../components/use-permission.ts';
import { withdrawalFilters } from '../shared/filters.ts';

export interface RecordChoices {
  statuses: readonly GridTagOption[];
  /** Picking the member needs users.query. */
  canPickUser: boolean;
}

export function useRecordChoices(): RecordChoices {
  const can = usePermission();
  return { statuses: useDictionaryTags('withdrawal_status'), canPickUser: can('users.query') };
}

export const recordFilters = (
  t: TFunction,
  { statuses, canPickUser }: RecordChoices,
): FilterField<WithdrawalFilter>[] =>
  withdrawalFilters(t, {
    statuses: filterOptions(statuses),
    canPickUser,
  });
