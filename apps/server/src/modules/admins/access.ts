import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminTokens, admins, permissions, rolePermissions, roles } from '../../db/schema/index.ts';
import { sameHash, sha256, splitIdSecret } from '../auth/secrets.ts';

// Who an admin is and what they may do; super admins hold every permission (DESIGN.md §5).
export interface AdminAccess {
  id: number;
  name: string;
  email: string;
  isSuper: boolean;
  twoFactorEnabled: boolean;
  role: { id: number; name: string } | null;
  permissions: { id: number; name: string }[];
}

// What the admin may do, as one value: every permission for a super role, else the role's grants.
const grantsOf = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', ${permissions.id}, 'name', ${permissions.name}) order by ${permissions.id})
  from ${permissions}
  where coalesce(${roles.isSuper}, false)
     or ${permissions.id} in (
       select ${rolePermissions.permissionId} from ${rolePermissions} where ${rolePermissions.roleId} = ${roles.id})
), '[]'::json)`;

function prepareAccessOfToken(db: Db) {
  return db
    .select({
      tokenId: adminTokens.id,
      secretHash: adminTokens.secretHash,
      expiresAt: adminTokens.expiresAt,
      revokedAt: adminTokens.revokedAt,
      admin: {
        id: admins.id,
        name: admins.name,
        email: admins.email,
        status: admins.status,
        twoFactorConfirmedAt: admins.twoFactorConfirmedAt,
      },
      roleId: roles.id,
      roleName: roles.name,
      isSuper: roles.isSuper,
      permissions: grantsOf,
    })
    .from(adminTokens)
    .innerJoin(admins, eq(admins.id, adminTokens.adminId))
    .leftJoin(roles, eq(roles.id, admins.roleId))
    .where(eq(adminTokens.id, sql.placeholder('id')))
    .prepare('admin_access_of_token');
}
const accessStatements = new WeakMap<Db, ReturnType<typeof prepareAccessOfToken>>();

/**
 * The admin behind a bearer token and what they may do, or null for an unknown, wrong, expired or revoked
 * token or a disabled admin. Every admin request asks this, so it is one prepared statement.
 */
export async function accessOfToken(
  db: Db,
  token: string,
): Promise<{ tokenId: number; access: AdminAccess } | null> {
  const parts = splitIdSecret(token);
  if (!parts) return null;
  let statement = accessStatements.get(db);
  if (!statement) accessStatements.set(db, (statement = prepareAccessOfToken(db)));
  const [row] = await statement.execute({ id: parts.id });
  if (!row || row.revokedAt !== null || row.expiresAt.getTime() <= Date.now()) return null;
  if (!sameHash(row.secretHash, sha256(parts.secret)) || !row.admin.status) return null;
  return {
    tokenId: row.tokenId,
    access: {
      id: row.admin.id,
      name: row.admin.name,
      email: row.admin.email,
      isSuper: row.isSuper ?? false,
      twoFactorEnabled: row.admin.twoFactorConfirmedAt !== null,
      role: row.roleId !== null && row.roleName !== null ? { id: row.roleId, name: row.roleName } : null,
      permissions: row.permissions,
    },
  };
}
