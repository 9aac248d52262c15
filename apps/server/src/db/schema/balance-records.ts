import type { BalanceRecordKind } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { users } from './users.ts';

// The ledger: one row for every change of a balance, written in the transaction of the change.
export const balanceRecords = pgTable(
  'balance_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceBefore: bigint('balance_before', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 32 }).$type<BalanceRecordKind>().notNull(),
    referenceId: bigint('reference_id', { mode: 'number' }),
    operatorId: integer('operator_id').references(() => admins.id, { onDelete: 'set null' }),
    remarks: text('remarks'),
    // An admin's edit names a balance_reason dictionary value; records older than reasons hold null.
    reason: varchar('reason', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('balance_records_user_idx').on(t.userId, t.createdAt, t.id),
    index('balance_records_created_idx').on(t.createdAt, t.id),
    index('balance_records_kind_idx').on(t.kind, t.createdAt, t.id),
    // The records screen's reason filter; only admins' edits carry one.
    index('balance_records_reason_idx').on(t.reason, t.createdAt, t.id).where(sql`reason is not null`),
  ],
);

export { balanceRecordKinds, type BalanceRecordKind } from '@app/contracts';
