import { integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';

// A list's address (filters, sort, page) kept under a name, by and for one admin.
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    // The list's path in the web app (`/investment/list`).
    screen: varchar('screen', { length: 200 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    // The address's query string without `?` (`status=settled&page=2`).
    search: varchar('search', { length: 2000 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_views_admin_screen_name_unique').on(t.adminId, t.screen, t.name)],
);
