import type { TFunction } from 'i18next';
import type { BalanceAdjustmentFilter } from '../../api/balance-adjustments.ts';
import { filterOptions, type FilterField } from '../../components/crud/index.ts';
import type { GridLanguage, GridTagOption } from '../../components/DataGrid/index.ts';
import { useDictionaryTags } from '../../components/dictionary/dictionary-tags.ts';
import { usePermission } from '../../components/use-permission.ts';
import { useSession } from '../../stores/session.ts';
import { useSettings } from '../../stores/settings.ts';
import { userIdFilter } from '../users/member-select.tsx';
import { adjustmentStatuses } from './columns.tsx';

export interface AdjustmentChoices {
  language: GridLanguage;
  reasons: readonly GridTagOption[];
  canPickUser: boolean;
  /** The signed-in admin, who cannot check their own requests. */
  me: number | undefined;
}

export function useAdjustmentChoices(): AdjustmentChoices {
  const can = usePermission();
  return {
    language: useSettings((s) => s.language),
    reasons: useDictionaryTags('balance_reason'),
    canPickUser: can('users.query'),
    me: useSession((s) => s.profile?.id),
  };
}

export const adjustmentFilters = (
  t: TFunction,
  { canPickUser }: AdjustmentChoices,
): FilterField<BalanceAdjustmentFilter>[] => [
  {
    kind: 'select',
    name: 'status',
    label: t('user.adjustment.status'),
    options: filterOptions(adjustmentStatuses(t)),
  },
  userIdFilter(t, canPickUser),
];
