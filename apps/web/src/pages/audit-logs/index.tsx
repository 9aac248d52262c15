import type { AuditLog } from '@app/contracts/audit-logs';
import * as api from '../../api/audit-logs.ts';
import { CrudScreen, pagesOf, type CrudResource } from '../../components/crud/index.ts';
import { auditLogActions, auditLogParts } from './actions.tsx';
import { auditLogColumns } from './columns.tsx';
import { auditLogFilters, useAuditLogChoices, type AuditLogChoices } from './fields.ts';

/** Read only: the log is written by the server with each admin write. Newest first. */
const auditLogs: CrudResource<AuditLog, never, api.AuditLogFilter, AuditLogChoices> = {
  id: 'system-audit-logs',
  exportName: 'audit-logs',
  rows: pagesOf(api.auditLogListQuery, { sort: '-id' }),
  useChoices: useAuditLogChoices,
  columns: auditLogColumns,
  filters: auditLogFilters,
  actions: auditLogActions,
  grid: ({ open }) => ({ onRowActivate: (log) => open('details', log) }),
};

export default function AuditLogPage() {
  return <CrudScreen resource={auditLogs} parts={auditLogParts} />;
}
