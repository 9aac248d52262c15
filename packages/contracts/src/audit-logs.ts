import { z } from 'zod';
import { listQuerySchema, queryId, refSchema, timestampSchema } from './common.ts';

/** Tables whose row writes are recorded as `<table>.create`, `<table>.update` and `<table>.delete`. */
const auditedTables = [
  'admins',
  'roles',
  'departments',
  'menus',
  'dictionaries',
  'dictionaries.items',
  'projects',
  'categories',
  'channels',
  'currencies',
] as const;
export type AuditedTable = (typeof auditedTables)[number];

/**
 * Every action the server writes into the audit log: its writes are typed against this list, and the
 * web names each in the reader's language. A row may still hold one not listed (a newer server's).
 */
export const auditActions = [
  'session.login',
  'session.logout',
  'session.end',
  ...auditedTables.flatMap((table) => [`${table}.create`, `${table}.update`, `${table}.delete`] as const),
  'admins.sign_out',
  'admins.me.password',
  'two-factor.enable',
  'two-factor.confirm',
  'two-factor.disable',
  'two-factor.recovery-codes',
  'roles.permissions',
  'users.update',
  'users.sign_out',
  'users.pay_password_unlock',
  'users.balance',
  'balance_adjustments.request',
  'balance_adjustments.review',
  'withdrawals.review',
  'settings.save',
  'files.upload',
  'saved_views.create',
  'saved_views.delete',
] as const;
export type AuditAction = (typeof auditActions)[number];

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
