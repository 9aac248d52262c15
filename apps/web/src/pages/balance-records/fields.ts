import type { TFunction } from 'i18next';
import type { FilterField, FilterOption } from '../../components/crud/index.ts';
import { userIdFilter } from '../users/member-select.tsx';

/** `canPickUser` (users.query): the member is picked by name; else typed by id. */
export function balanceRecordFilters(
  t: TFunction,
  kinds: FilterOption[],
  reasons: FilterOption[],
  canPickUser: boolean,
): FilterField[] {
  return [
    userIdFilter(t, canPickUser),
    { kind: 'select', name: 'kind', label: t('investment.balanceRecord.kind'), options: kinds },
    { kind: 'select', name: 'reason', label: t('investment.balanceRecord.reason'), options: reasons },
    {
      kind: 'dateRange',
      name: 'time',
      label: t('investment.balanceRecord.time'),
      from: 'from',
      to: 'to',
    },
  ];
}
