import { boolean, integer, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';

export const dictionaries = pgTable('dictionaries', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  status: boolean('status').notNull().default(true),
  remark: text('remark'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const dictionaryItems = pgTable(
  'dictionary_items',
  {
    id: serial('id').primaryKey(),
    dictionaryId: integer('dictionary_id')
      .notNull()
      .references(() => dictionaries.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 64 }).notNull(),
    value: varchar('value', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    status: boolean('status').notNull().default(true),
    tagType: varchar('tag_type', { length: 16 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('dictionary_items_value_unique').on(t.dictionaryId, t.value)],
);
