import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { Admin } from '@app/contracts/admins';
import { auditActions } from '@app/contracts/audit-logs';
import { adminListQuery } from '../../api/admins.ts';
import type { AuditLogFilter } from '../../api/audit-logs.ts';
import type { FilterField } from '../../components/crud/index.ts';
import { usePermission } from '../../components/use-permission.ts';
import { actionLabel } from './action-label.ts';

// The action filter's choices, sorted by code once, so each domain's actions stand together.
const actionsByCode = [...auditActions].sort();

export interface AuditLogChoices {
  /** The admin filter needs the admin list (admins.query); without it the filter is left out. */
  canPickAdmin: boolean;
  admins: readonly Admin[] | undefined;
}

export function useAuditLogChoices(): AuditLogChoices {
  const can = usePermission();
  const canPickAdmin = can('admins.query');
  const { data } = useQuery({
    ...adminListQuery({ page: 1, per_page: 1000, filter: {} }),
    enabled: canPickAdmin,
  });
  return { canPickAdmin, admins: data?.data };
}

export const auditLogFilters = (
  t: TFunction,
  { canPickAdmin, admins }: AuditLogChoices,
): FilterField<AuditLogFilter>[] => [
  ...(canPickAdmin
    ? [
        {
          kind: 'select',
          name: 'admin_id',
          label: t('system.audit.admin'),
          options: (admins ?? []).map((admin) => ({ value: admin.id, label: admin.name })),
        } as const,
      ]
    : []),
  {
    kind: 'select',
    name: 'action',
    label: t('system.audit.action'),
    options: actionsByCode.map((action) => ({ value: action, label: actionLabel(t, action) })),
  },
  { kind: 'dateRange', name: 'time', label: t('system.audit.time'), from: 'from', to: 'to' },
];
