import type { TFunction } from 'i18next';
import type { BalanceRecordFilter } from '../../api/balance-records.ts';
import { filterOptions, type FilterField } from '../../components/crud/index.ts';
import type { GridLanguage, GridTagOption } from '../../components/DataGrid/index.ts';
import { useDictionaryTags } from '../../components/dictionary/dictionary-tags.ts';
import { usePermission } from '../../components/use-permission.ts';
import { useSettings } from '../../stores/settings.ts';
import { userIdFilter } from '../users/member-select.tsx';

export interface BalanceRecordChoices {
  language: GridLanguage;
  kinds: readonly GridTagOption[];
  reasons: readonly GridTagOption[];
  /** users.query: the member is picked by name; else typed by id. */
  canPickUser: boolean;
}

export function useBalanceRecordChoices(): BalanceRecordChoices {
  const can = usePermission();
  return {
    language: useSettings((s) => s.language),
    kinds: useDictionaryTags('balance_record_kind'),
    reasons: useDictionaryTags('balance_reason'),
    canPickUser: can('users.query'),
  };
}

export const balanceRecordFilters = (
  t: TFunction,
  { kinds, reasons, canPickUser }: BalanceRecordChoices,
): FilterField<BalanceRecordFilter>[] => [
  userIdFilter(t, canPickUser),
  {
    kind: 'select',
    name: 'kind',
    label: t('investment.balanceRecord.kind'),
    options: filterOptions(kinds),
  },
  {
    kind: 'select',
    name: 'reason',
    label: t('investment.balanceRecord.reason'),
    options: filterOptions(reasons),
  },
  {
    kind: 'dateRange',
    name: 'time',
    label: t('investment.balanceRecord.time'),
    from: 'from',
    to: 'to',
  },
];
