import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, permissions, rolePermissions, roles } from '../../db/schema/index.ts';

export interface AdminAccess {
  id: number;
  name: string;
  email: string;
  isSuper: boolean;
  twoFactorEnabled: boolean;
  role: { id: number; name: string } | null;
  permissions: { id: number; name: string }[];
}

// Who an admin is and what they may do; super admins hold every permission (DESIGN.md §5).
export async function loadAdminAccess(db: Db, adminId: number): Promise<AdminAccess | null> {
  const [row] = await db
    .select({ admin: admins, role: roles })
    .from(admins)
    .leftJoin(roles, eq(roles.id, admins.roleId))
    .where(eq(admins.id, adminId));
  if (!row || !row.admin.status) return null;
  const isSuper = row.role?.isSuper ?? false;
  const granted = isSuper
    ? await db
        .select({ id: permissions.id, name: permissions.name })
        .from(permissions)
        .orderBy(asc(permissions.id))
    : row.role
      ? await db
          .select({ id: permissions.id, name: permissions.name })
          .from(rolePermissions)
          .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
          .where(eq(rolePermissions.roleId, row.role.id))
          .orderBy(asc(permissions.id))
      : [];
  return {
    id: row.admin.id,
    name: row.admin.name,
    email: row.admin.email,
    isSuper,
    twoFactorEnabled: row.admin.twoFactorConfirmedAt !== null,
    role: row.role ? { id: row.role.id, name: row.role.name } : null,
    permissions: granted,
  };
}
