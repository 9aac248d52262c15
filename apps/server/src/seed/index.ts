import { count, eq } from 'drizzle-orm';
import { permissionDefinitions } from '@app/contracts';
import type { Config } from '../config.ts';
import { ConfigError } from '../config.ts';
import { hashPassword } from '../crypto/passwords.ts';
import type { Database, Db } from '../db/client.ts';
import {
  admins,
  currencies,
  dictionaries,
  dictionaryItems,
  permissions,
  roles,
  systemMenus,
} from '../db/schema/index.ts';
import { dictionarySeeds } from './dictionaries.ts';
import { menuSeeds, type MenuSeed } from './menus.ts';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin123', name: 'Admin' } as const;
export const SUPER_ROLE_NAME = 'Super admin';
// API.md: exactly one default currency; a new database starts with this one, which staff may replace.
const FIRST_CURRENCY = { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', decimals: 2 } as const;

export interface SeedReport {
  demoAdmin: boolean;
}

// Runs at every start and only fills what is missing, so it is safe on a database that is in use.
export async function seed(database: Database, config: Config): Promise<SeedReport> {
  const { db } = database;
  await db
    .insert(permissions)
    .values(permissionDefinitions.map((p) => ({ name: p.name, group: p.group })))
    .onConflictDoNothing();

  let [superRole] = await db.select().from(roles).where(eq(roles.isSuper, true)).limit(1);
  if (!superRole) {
    [superRole] = await db.insert(roles).values({ name: SUPER_ROLE_NAME, isSuper: true }).returning();
  }

  const [menuCount] = await db.select({ n: count() }).from(systemMenus);
  if (menuCount?.n === 0) await insertMenus(db, menuSeeds, null);

  await insertDictionaries(db);

  const [currencyCount] = await db.select({ n: count() }).from(currencies);
  if (currencyCount?.n === 0) {
    // Another process starting at the same time may have added it first.
    await db
      .insert(currencies)
      .values({ ...FIRST_CURRENCY, isDefault: true })
      .onConflictDoNothing();
  }

  const [adminCount] = await db.select({ n: count() }).from(admins);
  if (adminCount?.n !== 0) return { demoAdmin: false };
  const first = firstAdmin(database, config);
  await db.insert(admins).values({
    name: first.name,
    email: first.email.toLowerCase(),
    passwordHash: await hashPassword(first.password),
    roleId: superRole!.id,
  });
  return { demoAdmin: first.demo };
}

function firstAdmin(database: Database, config: Config) {
  if (config.adminEmail && config.adminPassword) {
    return { name: DEMO_ADMIN.name, email: config.adminEmail, password: config.adminPassword, demo: false };
  }
  if (database.kind === 'postgres') {
    throw new ConfigError(
      'The database has no admin yet: set ADMIN_EMAIL and ADMIN_PASSWORD (at least 8 characters) for the first one.',
    );
  }
  return { ...DEMO_ADMIN, demo: true };
}

async function insertMenus(db: Db, seeds: MenuSeed[], parentId: number | null) {
  for (const [index, m] of seeds.entries()) {
    const [row] = await db
      .insert(systemMenus)
      .values({
        parentId,
        type: m.type,
        name: m.name,
        routePath: m.path ?? null,
        routeName: m.routeName ?? null,
        component: m.component ?? null,
        permission: m.permission ?? null,
        icon: m.icon ?? null,
        keepAlive: m.keepAlive ?? false,
        alwaysShow: m.alwaysShow ?? false,
        redirect: m.redirect ?? null,
        link: m.link ?? null,
        sort: (index + 1) * 10,
      })
      .returning({ id: systemMenus.id });
    if (m.children?.length) await insertMenus(db, m.children, row!.id);
  }
}

/** Adds a seeded dictionary only when its code is absent, so staff edits and deletions of items stay. */
async function insertDictionaries(db: Db) {
  for (const seed of dictionarySeeds) {
    const [created] = await db
      .insert(dictionaries)
      .values({ code: seed.code, name: seed.name })
      .onConflictDoNothing()
      .returning({ id: dictionaries.id });
    if (!created) continue;
    await db.insert(dictionaryItems).values(
      seed.items.map((item, index) => ({
        dictionaryId: created.id,
        value: item.value,
        label: `dict.${seed.code}.${item.value}`,
        tagType: item.tag,
        sort: (index + 1) * 10,
      })),
    );
  }
}
