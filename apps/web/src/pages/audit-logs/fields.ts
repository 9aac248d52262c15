import type { TFunction } from 'i18next';
import type { FilterField, FilterOption } from '../../components/crud/index.ts';

export function auditLogFilters(t: TFunction, admins: FilterOption[] | null): FilterField[] {
  return [
    ...(admins
      ? [{ kind: 'select', name: 'admin_id', label: t('system.audit.admin'), options: admins } as const]
      : []),
    { kind: 'input', name: 'action', label: t('system.audit.action') },
    { kind: 'dateRange', name: 'time', label: t('system.audit.time'), from: 'from', to: 'to' },
  ];
}
