import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { param, preparedSql } from '../../db/prepared-sql.ts';
import { adminTokens, admins, rolePermissions, roles } from '../../db/schema/index.ts';
import type { AdminAccess } from '../../core/actor.ts';
import { allPermissions, permissionsOf } from '../permissions/catalogue.ts';
import { sameHash, sha256, splitIdSecret } from '../../crypto/secrets.ts';

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
  last_used_at: string | Date;
  revoked_at: string | Date | null;
  admin_id: number;
  admin_name: string;
  email: string;
  status: boolean;
  two_factor_confirmed_at: string | Date | null;
  role_id: number | null;
  role_name: string | null;
  is_super: boolean | null;
  two_factor_required: boolean | null;
  granted: number[] | null;
}>(
  'admin_access_of_token',
  sql`select ${adminTokens.id} as token_id, ${adminTokens.secretHash} as secret_hash,
    ${adminTokens.expiresAt} as expires_at, ${adminTokens.revokedAt} as revoked_at,
    coalesce(${adminTokens.lastUsedAt}, ${adminTokens.createdAt}) as last_used_at,
    ${admins.id} as admin_id, ${admins.name} as admin_name, ${admins.email} as email,
    ${admins.status} as status, ${admins.twoFactorConfirmedAt} as two_factor_confirmed_at,
    ${roles.id} as role_id, ${roles.name} as role_name, ${roles.isSuper} as is_super,
    ${roles.twoFactorRequired} as two_factor_required, ${grantedIds} as granted
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
  /** When a request last showed the token, to the minute (touchGrant): the idle timeout counts from it. */
  lastUsedAt: number;
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
    lastUsedAt: new Date(row.last_used_at).getTime(),
    access: {
      id: row.admin_id,
      name: row.admin_name,
      email: row.email,
      isSuper: row.is_super ?? false,
      twoFactorEnabled: row.two_factor_confirmed_at !== null,
      twoFactorRequired: row.two_factor_required ?? false,
      role: row.role_id !== null && row.role_name !== null ? { id: row.role_id, name: row.role_name } : null,
      permissions: row.granted === null ? await allPermissions(db) : await permissionsOf(db, row.granted),
    },
  };
}

export type FoundAccess = { tokenId: number; access: AdminAccess };

/**
 * The grant's access if the secret is the token's and the token has neither expired nor lain unused for
 * idleMs (TOKEN_IDLE_MINUTES).
 */
export function admit(
  grant: TokenGrant,
  secret: string,
  now = Date.now(),
  idleMs = Number.POSITIVE_INFINITY,
): FoundAccess | null {
  if (grant.expiresAt <= now || now - grant.lastUsedAt >= idleMs) return null;
  if (!sameHash(grant.secretHash, sha256(secret))) return null;
  return { tokenId: grant.tokenId, access: grant.access };
}

/** How stale a token's last use may be written: one write a minute per token keeps requests cheap. */
export const TOUCH_EVERY_MS = 60_000;

/**
 * Notes that a request showed the token, at most once a minute: in the grant (which a process may
 * remember) and in the table, where the idle timeout and the sessions list read it. The update names
 * only last_used_at, which announces no access change (migration 0003's triggers watch revoked_at).
 */
export async function touchGrant(db: Db, grant: TokenGrant, now = Date.now()) {
  if (now - grant.lastUsedAt < TOUCH_EVERY_MS) return;
  grant.lastUsedAt = now;
  const at = new Date(now);
  await db
    .update(adminTokens)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(adminTokens.id, grant.tokenId),
        or(isNull(adminTokens.lastUsedAt), lt(adminTokens.lastUsedAt, new Date(now - TOUCH_EVERY_MS))),
      ),
    );
}

/**
 * The admin behind a bearer token and what they may do, read from the database now, or null for an
 * unknown, wrong, expired or revoked token or a disabled admin. Requests ask through the access cache.
 */
export async function accessOfToken(
  db: Db,
  token: string,
  idleMs = Number.POSITIVE_INFINITY,
): Promise<FoundAccess | null> {
  const parts = splitIdSecret(token);
  if (!parts) return null;
  const grant = await readGrant(db, parts.id);
  return grant && admit(grant, parts.secret, Date.now(), idleMs);
}
