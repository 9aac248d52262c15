import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';

// Who did what to which record, from where, with the record before and after (DESIGN.md §5).
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 64 }).notNull(),
    target: varchar('target', { length: 128 }),
    ip: varchar('ip', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt, t.id),
    index('audit_logs_admin_idx').on(t.adminId, t.createdAt),
    index('audit_logs_action_idx').on(t.action, t.createdAt),
  ],
);
