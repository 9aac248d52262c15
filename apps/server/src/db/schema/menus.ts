import { boolean, integer, jsonb, pgTable, serial, timestamp, varchar, index } from 'drizzle-orm/pg-core';
import type { MenuType } from '@app/contracts';

export const systemMenus = pgTable(
  'system_menus',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    type: varchar('type', { length: 16 }).$type<MenuType>().notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    routePath: varchar('route_path', { length: 255 }),
    routeName: varchar('route_name', { length: 128 }),
    component: varchar('component', { length: 255 }),
    permission: varchar('permission', { length: 64 }),
    visible: boolean('visible').notNull().default(true),
    keepAlive: boolean('keep_alive').notNull().default(false),
    alwaysShow: boolean('always_show').notNull().default(false),
    redirect: varchar('redirect', { length: 255 }),
    link: varchar('link', { length: 1024 }),
    params: jsonb('params').$type<{ key: string; value: string }[]>(),
    icon: varchar('icon', { length: 64 }),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('system_menus_parent_idx').on(t.parentId, t.sort)],
);
