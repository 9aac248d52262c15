import type { AuditLog } from '@app/contracts/audit-logs';
import { queryOptions } from '@tanstack/react-query';
import { getPage, type ListRequest } from './list-request.ts';

export const auditLogListQuery = (request: ListRequest) =>
  queryOptions({
    queryKey: ['audit-logs', 'list', request],
    queryFn: () => getPage<AuditLog>('/api/audit-logs', request),
  });
