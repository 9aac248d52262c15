import { z } from 'zod';
import { listQuerySchema, queryId, refSchema, timestampSchema } from './common.ts';

export const auditLogSchema = z.object({
  id: z.number().int(),
  admin: refSchema.nullable(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  // The record as JSON, null where there was none (unknown admits null already).
  before: z.unknown(),
  after: z.unknown(),
  created_at: timestampSchema,
});
export type AuditLog = z.infer<typeof auditLogSchema>;

export const auditLogListQuery = listQuerySchema(
  {
    admin_id: queryId,
    action: z.string().trim().max(64),
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
  },
  ['id', 'created_at'] as const,
);
