import type { BalanceAdjustmentStatus } from '@app/contracts';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { balanceRecords } from './balance-records.ts';
import { users } from './users.ts';

// Four-eyes: a balance edit above the threshold waits here; money moves only once approved.
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 64 }).notNull(),
    remarks: text('remarks').notNull(),
    status: varchar('status', { length: 16 }).$type<BalanceAdjustmentStatus>().notNull().default('pending'),
    makerId: integer('maker_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    checkerId: integer('checker_id').references(() => admins.id, { onDelete: 'set null' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
    balanceRecordId: bigint('balance_record_id', { mode: 'number' }).references(() => balanceRecords.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    index('balance_adjustments_status_created_idx').on(t.status, t.createdAt, t.id),
    index('balance_adjustments_user_idx').on(t.userId, t.createdAt),
  ],
);
