import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

// Lower-level channels (spec: payment and transfer) through which money comes in and goes out.
export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16, enum: ['payment', 'transfer'] }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    // A decimal with 4 places, kept as text in the app (DESIGN.md §4), like a project's profit percent.
    feePercent: numeric('fee_percent', { precision: 7, scale: 4 }).notNull().default('0'),
    // Bounds of one payment or transfer, in the smallest unit; no maximum when null.
    minAmount: bigint('min_amount', { mode: 'number' }).notNull().default(0),
    maxAmount: bigint('max_amount', { mode: 'number' }),
    status: boolean('status').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('channels_kind_code').on(t.kind, t.code),
    index('channels_kind_sort_idx').on(t.kind, t.sort, t.id),
    check('channels_kind_known', sql`${t.kind} in ('payment', 'transfer')`),
    check('channels_fee_range', sql`${t.feePercent} >= 0 and ${t.feePercent} <= 100`),
    check(
      'channels_amount_bounds',
      sql`${t.minAmount} >= 0 and (${t.maxAmount} is null or ${t.maxAmount} >= ${t.minAmount})`,
    ),
  ],
);
