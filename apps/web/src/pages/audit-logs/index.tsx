import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLog } from '@app/contracts/audit-logs';
import { adminListQuery } from '../../api/admins.ts';
import { auditLogListQuery } from '../../api/audit-logs.ts';
import { ListPage, useListQuery } from '../../components/crud/index.ts';
import { usePermission } from '../../components/use-permission.ts';
import { auditLogColumns } from './columns.tsx';
import { ChangeModal } from './change-modal.tsx';
import { auditLogFilters } from './fields.ts';

/** Read only: the log is written by the server with each admin write. */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const list = useListQuery<AuditLog>(auditLogListQuery, { sort: '-id' });
  const [shown, setShown] = useState<AuditLog | null>(null);
  // The admin filter needs the admin list; without admins.query the filter is left out.
  const canPickAdmin = can('admins.query');
  const { data: admins } = useQuery({
    ...adminListQuery({ page: 1, per_page: 1000, filter: {} }),
    enabled: canPickAdmin,
  });

  const actionsOf = useCallback(
    (row: AuditLog) => [{ key: 'details', label: t('system.audit.details'), onClick: () => setShown(row) }],
    [t],
  );
  const columns = useMemo(() => auditLogColumns(t, actionsOf), [t, actionsOf]);
  const filters = useMemo(
    () =>
      auditLogFilters(
        t,
        canPickAdmin ? (admins?.data ?? []).map((admin) => ({ value: admin.id, label: admin.name })) : null,
      ),
    [t, admins, canPickAdmin],
  );

  return (
    <ListPage
      grid={{
        id: 'system-audit-logs',
        columns,
        rowKey: 'id',
        ...list.grid,
        exportName: 'audit-logs',
        onRowActivate: setShown,
      }}
      filters={{ fields: filters, ...list.filterBar }}
    >
      {shown && <ChangeModal log={shown} onClose={() => setShown(null)} />}
    </ListPage>
  );
}
