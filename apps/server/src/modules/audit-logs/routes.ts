import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogListQuery, auditLogSchema, pageOf } from '@app/contracts';
import { listAuditLogs } from './service.ts';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit-logs',
    {
      config: { access: 'audit-logs.query' },
      schema: {
        summary: 'List audit log entries',
        tags: ['audit-logs'],
        querystring: auditLogListQuery,
        response: { 200: pageOf(auditLogSchema) },
      },
    },
    async (req) => listAuditLogs(app.db, req.query),
  );
};
