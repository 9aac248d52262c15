import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

export const projectCategories = pgTable('project_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  icon: varchar('icon', { length: 255 }),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => projectCategories.id, { onDelete: 'restrict' }),
    cover: varchar('cover', { length: 255 }),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    // A decimal with 4 places, kept as text in the app so no float ever holds it (DESIGN.md §4).
    profitPercent: numeric('profit_percent', { precision: 12, scale: 4 }).notNull(),
    periodMinutes: integer('period_minutes').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    // 0 means no limit on how many times one member may invest in the project.
    maxTimes: integer('max_times').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_category_idx').on(t.categoryId),
    index('projects_created_idx').on(t.createdAt, t.id),
  ],
);
