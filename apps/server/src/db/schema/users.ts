import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

// Members of the investment service (the customers), with their balance in the smallest unit.
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull().unique(),
    nickname: varchar('nickname', { length: 64 }),
    passwordHash: text('password_hash').notNull(),
    payPasswordHash: text('pay_password_hash').notNull(),
    balance: bigint('balance', { mode: 'number' })
      .notNull()
      .default(sql`0`),
    invitationCode: varchar('invitation_code', { length: 16 }).notNull().unique(),
    superiorId: integer('superior_id'),
    // Wrong pay passwords in a row; at the limit withdrawals wait for staff.
    payPasswordFailures: integer('pay_password_failures').notNull().default(0),
    /** Pay password checks under way: with the failures, what the limit of attempts counts. */
    payPasswordChecking: integer('pay_password_checking').notNull().default(0),
    /** When the last of those checks started: a count left this long unchanged is of checks that died. */
    payPasswordCheckStartedAt: timestamp('pay_password_check_started_at', { withTimezone: true }),
    /** Raised whenever the checks under way stop counting, so a check of an earlier round cannot answer. */
    payPasswordCheckingRound: integer('pay_password_checking_round').notNull().default(0),
    // A frozen member cannot sign in, invest or withdraw; staff freeze and unfreeze.
    frozen: boolean('frozen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // DESIGN.md §4: a balance is never negative, whatever the code above the database does.
    check('users_balance_not_negative', sql`${t.balance} >= 0`),
    index('users_superior_idx').on(t.superiorId),
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);

export const memberTokens = pgTable(
  'member_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('member_tokens_user_idx').on(t.userId)],
);
