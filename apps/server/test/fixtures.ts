import { inArray } from 'drizzle-orm';
import type { PermissionCode } from '@app/contracts';
import type { Db } from '../src/db/client.ts';
import { admins, permissions, rolePermissions, roles } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';

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
