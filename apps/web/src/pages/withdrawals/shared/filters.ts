import type { TFunction } from 'i18next';
import type { WithdrawalFilter } from '../../../api/withdrawals.ts';
import type { FilterField, FilterOption } from '../../../components/crud/index.ts';
import { memberFilter } from '../../users/member-select.tsx';

interface WithdrawalFilterChoices {
  /** The status filter's options (the records screen); the review screen shows pending only. */
  statuses?: readonly FilterOption[];
  /** Picking the member needs users.query; without it the filter is left out. */
  canPickUser: boolean;
}

export function withdrawalFilters(
  t: TFunction,
  choices: WithdrawalFilterChoices,
): FilterField<WithdrawalFilter>[] {
  return [
    ...(choices.statuses
      ? [
          {
            kind: 'select',
            name: 'status',
            label: t('user.withdrawal.status'),
            options: choices.statuses,
          } as const,
        ]
      : []),
    ...(choices.canPickUser ? [memberFilter('user_id', t('user.withdrawal.user'))] : []),
    { kind: 'dateRange', name: 'created', label: t('user.withdrawal.createdAt'), from: 'from', to: 'to' },
  ];
}
