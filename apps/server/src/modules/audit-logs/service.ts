import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { param, preparedSql } from '../../db/prepared-sql.ts';
import { pageOfTable } from '../../db/page-of-table.ts';
import { admins, auditLogs } from '../../db/schema/index.ts';
import type { Actor } from '../../core/actor.ts';

export interface AuditEntry {
  action: AuditAction;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

// Fields that never enter the audit log, whatever the record.
const secretFields = new Set([
  'password',
  'passwordHash',
  'password_hash',
  'pay_password',
  'twoFactorSecret',
  'twoFactorRecoveryCodes',
  'secretHash',
]);

function scrub(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(scrub);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !secretFields.has(k))
        .map(([k, v]) => [k, scrub(v)]),
    );
  }
  return value;
}

// Every admin write records one: built once, prepared once per connection.
const insertAudit = preparedSql(
  'audit_insert',
  sql`insert into audit_logs (admin_id, ip, action, target, before, after)
    values (${param('adminId')}::int, ${param('ip')}::varchar, ${param('action')}::varchar,
      ${param('target')}::varchar, ${param('before')}::jsonb, ${param('after')}::jsonb)`,
);

/** Records an admin write; call it with the transaction of the write so both land or neither does. */
export async function recordAudit(db: Db, actor: Actor, entry: AuditEntry) {
  await insertAudit(db, {
    adminId: actor.adminId,
    ip: actor.ip?.slice(0, 64) ?? null,
    action: entry.action,
    target: entry.target ?? null,
    before: JSON.stringify(scrub(entry.before)),
    after: JSON.stringify(scrub(entry.after)),
  });
}

export interface AuditLogQuery {
  page: number;
  per_page: number;
  sort?: string;
  filter: { admin_id?: number; action?: string; from?: string; to?: string };
}

const selectLogs = (db: Db) =>
  db
    .select({ log: auditLogs, adminName: admins.name })
    .from(auditLogs)
    .leftJoin(admins, eq(admins.id, auditLogs.adminId));

type LogRow = { log: typeof auditLogs.$inferSelect; adminName: string | null };

const toAuditLog = ({ log, adminName }: LogRow) => ({
  id: log.id,
  admin: log.adminId !== null ? { id: log.adminId, name: adminName ?? '' } : null,
  action: log.action,
  target: log.target,
  ip: log.ip,
  before: log.before ?? null,
  after: log.after ?? null,
  created_at: log.createdAt.toISOString(),
});

export async function listAuditLogs(db: Db, query: AuditLogQuery) {
  const f = query.filter;
  const conditions: SQL[] = [];
  if (f.admin_id) conditions.push(eq(auditLogs.adminId, f.admin_id));
  if (f.action) conditions.push(eq(auditLogs.action, f.action));
  if (f.from) conditions.push(gte(auditLogs.createdAt, new Date(f.from)));
  if (f.to) conditions.push(lte(auditLogs.createdAt, new Date(f.to)));
  const where = conditions.length ? and(...conditions) : undefined;
  return pageOfTable(db, query, {
    table: auditLogs,
    where,
    columns: { id: auditLogs.id, created_at: auditLogs.createdAt },
    fallback: '-id',
    select: selectLogs,
    present: toAuditLog,
  });
}

/**
 * A write and its audit row in one transaction: `work` makes the change and answers the record as it now
 * is, which becomes the row's `after`; `describe` names the action and the target (a new id may be in it).
 */
export function audited<T>(
  db: Db,
  actor: Actor,
  work: (tx: Db) => Promise<T>,
  describe: (result: T) => { action: AuditAction; target: string; before?: unknown },
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx);
    await recordAudit(tx, actor, { ...describe(result), after: result });
    return result;
  });
}
