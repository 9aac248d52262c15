import type { TFunction } from 'i18next';
import type { FilterField, FilterOption } from '../../../components/crud/index.ts';

export function balanceRecordFilters(t: TFunction, kinds: FilterOption[]): FilterField[] {
  return [
    {
      kind: 'input',
      name: 'user_id',
      label: t('investment.userId'),
      rules: [{ pattern: /^\s*[1-9]\d{0,9}\s*$/, message: t('investment.userIdInvalid') }],
    },
    { kind: 'select', name: 'kind', label: t('investment.balanceRecord.kind'), options: kinds },
    {
      kind: 'dateRange',
      name: 'time',
      label: t('investment.balanceRecord.time'),
      from: 'from',
      to: 'to',
    },
  ];
}
