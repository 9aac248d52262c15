import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const currencies = pgTable(
  'currencies',
  {
    id: serial('id').primaryKey(),
    // ISO 4217 alphabetic code, upper case.
    code: varchar('code', { length: 3 }).notNull().unique(),
    name: varchar('name', { length: 64 }).notNull(),
    symbol: varchar('symbol', { length: 8 }).notNull(),
    // Places between the unit and the smallest unit amounts are stored in (2: cents).
    decimals: smallint('decimals').notNull().default(2),
    isDefault: boolean('is_default').notNull().default(false),
    status: boolean('status').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('currencies_decimals_range', sql`${t.decimals} between 0 and 4`),
    // At most one default, whatever writes the table; the service keeps it exactly one.
    uniqueIndex('currencies_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);
