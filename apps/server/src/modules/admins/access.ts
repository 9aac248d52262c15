import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { param, preparedSql } from '../../db/prepared-sql.ts';
import { adminTokens, admins, rolePermissions, roles } from '../../db/schema/index.ts';
import { allPermissions, permissionsOf, type PermissionRow } from '../permissions/catalogue.ts';
import { sameHash, sha256, splitIdSecret } from '../auth/secrets.ts';

// Who an admin is and what they may do; super admins hold every permission (DESIGN.md §5).
export interface AdminAccess {
  id: number;
  name: string;
  email: string;
  isSuper: boolean;
  twoFactorEnabled: boolean;
  role: { id: number; name: string } | null;
  permissions: PermissionRow[];
}

// The ids the admin's role grants; null for a super role, which holds every permission. Names come from
// the process's catalogue: building them here for each request cost twice the rest of the statement.
const grantedIds = sql<number[] | null>`case when coalesce(${roles.isSuper}, false) then null else array(
  select ${rolePermissions.permissionId} from ${rolePermissions} where ${rolePermissions.roleId} = ${roles.id}
  order by ${rolePermissions.permissionId}
) end`;

// Every admin request asks this: one statement, prepared once per connection, rows as PostgreSQL sends them.
const accessStatement = preparedSql<{
  token_id: number;
  secret_hash: string;
  expires_at: string | Date;
  revoked_at: string | Date | null;
  admin_id: number;
  admin_name: string;
  email: string;
  status: boolean;
  two_factor_confirmed_at: string | Date | null;
  role_id: number | null;
  role_name: string | null;
  is_super: boolean | null;
  granted: number[] | null;
}>(
  'admin_access_of_token',
  sql`select ${adminTokens.id} as token_id, ${adminTokens.secretHash} as secret_hash,
    ${adminTokens.expiresAt} as expires_at, ${adminTokens.revokedAt} as revoked_at,
    ${admins.id} as admin_id, ${admins.name} as admin_name, ${admins.email} as email,
    ${admins.status} as status, ${admins.twoFactorConfirmedAt} as two_factor_confirmed_at,
    ${roles.id} as role_id, ${roles.name} as role_name, ${roles.isSuper} as is_super,
    ${grantedIds} as granted
  from ${adminTokens}
  inner join ${admins} on ${admins.id} = ${adminTokens.adminId}
  left join ${roles} on ${roles.id} = ${admins.roleId}
  where ${adminTokens.id} = ${param('id')}`,
);

/** What a token grants while it lives: checked against the secret presented and the clock on every use. */
export interface TokenGrant {
  tokenId: number;
  secretHash: string;
  expiresAt: number;
  access: AdminAccess;
}

/** The grant of a token id, or null for an unknown or revoked token or a disabled admin. */
export async function readGrant(db: Db, tokenId: number): Promise<TokenGrant | null> {
  const [row] = await accessStatement(db, { id: tokenId });
  if (!row || row.revoked_at !== null || !row.status) return null;
  return {
    tokenId: row.token_id,
    secretHash: row.secret_hash,
    expiresAt: new Date(row.expires_at).getTime(),
    access: {
      id: row.admin_id,
      name: row.admin_name,
      email: row.email,
      isSuper: row.is_super ?? false,
      twoFactorEnabled: row.two_factor_confirmed_at !== null,
      role: row.role_id !== null && row.role_name !== null ? { id: row.role_id, name: row.role_name } : null,
      permissions: row.granted === null ? await allPermissions(db) : await permissionsOf(db, row.granted),
    },
  };
}

export type FoundAccess = { tokenId: number; access: AdminAccess };

/** The grant's access if the secret is the token's and the token has not expired. */
export function admit(grant: TokenGrant, secret: string, now = Date.now()): FoundAccess | null {
  if (grant.expiresAt <= now || !sameHash(grant.secretHash, sha256(secret))) return null;
  return { tokenId: grant.tokenId, access: grant.access };
}

/**
 * The admin behind a bearer token and what they may do, read from the database now, or null for an
 * unknown, wrong, expired or revoked token or a disabled admin. Requests ask through the access cache.
 */
export async function accessOfToken(db: Db, token: string): Promise<FoundAccess | null> {
  const parts = splitIdSecret(token);
  if (!parts) return null;
  const grant = await readGrant(db, parts.id);
  return grant && admit(grant, parts.secret);
}
