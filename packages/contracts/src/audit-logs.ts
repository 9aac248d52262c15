import { z } from 'zod';
import { listQuerySchema, queryId, refSchema, timestampSchema } from './common.ts';

export const auditLogSchema = z.object({
  id: z.number().int(),
  admin: refSchema.nullable(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
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
