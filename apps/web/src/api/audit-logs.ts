import type { AuditLog, auditLogListQuery as listSchema } from '@app/contracts/audit-logs';
import type { ListFilterName } from '@app/contracts/common';
import { queryOptions } from '@tanstack/react-query';
import { getPage, type ListRequest } from './list-request.ts';

/** The filters the audit log takes, by its contract. */
export type AuditLogFilter = ListFilterName<typeof listSchema>;

export const auditLogListQuery = (request: ListRequest<AuditLogFilter>) =>
  queryOptions({
    queryKey: ['audit-logs', 'list', request],
    queryFn: () => getPage<AuditLog>('/api/audit-logs', request),
  });
