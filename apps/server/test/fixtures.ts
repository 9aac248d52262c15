import { inArray } from 'drizzle-orm';
import type { Admin, PermissionCode } from '@app/contracts';
import type { Db } from '../src/db/client.ts';
import { admins, permissions, rolePermissions, roles } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/crypto/passwords.ts';
import type { TestApp } from './harness.ts';

let serial = 0;

/** An admin whose role holds exactly the given permission codes. */
export async function createLimitedAdmin(db: Db, codes: PermissionCode[], password = 'password123') {
  serial += 1;
  const [role] = await db
    .insert(roles)
    .values({ name: `Limited ${serial}-${Date.now()}` })
    .returning();
  if (codes.length) {
    const rows = await db.select().from(permissions).where(inArray(permissions.name, codes));
    await db.insert(rolePermissions).values(rows.map((p) => ({ roleId: role!.id, permissionId: p.id })));
  }
  const email = `limited${serial}-${Date.now()}@example.com`;
  const [admin] = await db
    .insert(admins)
    .values({
      name: `Limited ${serial}`,
      email,
      passwordHash: await hashPassword(password),
      roleId: role!.id,
    })
    .returning();
  return { admin: admin!, email, password, role: role! };
}

/** Signs in as a fresh admin whose role holds exactly the given codes, answering the token and the admin. */
export async function signInWith(t: TestApp, codes: PermissionCode[]) {
  const limited = await createLimitedAdmin(t.database.db, codes);
  return { ...limited, token: await t.login(limited.email, limited.password) };
}

/** An admin as the audit log records them: without `within_reach`, which depends on who asks. */
export const asStored = ({ within_reach: _asker, ...admin }: Admin) => admin;
