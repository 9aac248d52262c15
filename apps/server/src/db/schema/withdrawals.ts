import type { WithdrawalStatus } from '@app/contracts';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { users } from './users.ts';

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    accountName: varchar('account_name', { length: 64 }).notNull(),
    cardNumber: varchar('card_number', { length: 32 }).notNull(),
    bankName: varchar('bank_name', { length: 64 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16 }).$type<WithdrawalStatus>().notNull().default('pending'),
    reviewComment: text('review_comment'),
    reviewerId: integer('reviewer_id').references(() => admins.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    // Four-eyes: the first approval of a request above the threshold; a second admin decides.
    firstReviewerId: integer('first_reviewer_id').references(() => admins.id, { onDelete: 'set null' }),
    firstReviewedAt: timestamp('first_reviewed_at', { withTimezone: true }),
    firstReviewComment: text('first_review_comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_status_created_idx').on(t.status, t.createdAt, t.id),
    index('withdrawals_created_idx').on(t.createdAt, t.id),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
  ],
);

export { withdrawalStatuses, type WithdrawalStatus } from '@app/contracts';
