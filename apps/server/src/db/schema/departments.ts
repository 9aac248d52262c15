import { boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 64 }).notNull(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    sort: integer('sort').notNull().default(0),
    status: boolean('status').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('departments_parent_idx').on(t.parentId, t.sort)],
);
