import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminTokens } from '../../db/schema/index.ts';
import { randomSecret, sha256 } from '../../crypto/secrets.ts';

// Admin tokens: a random secret stored only as its SHA-256, handed out once as "<id>|<secret>".
export async function issueAdminToken(
  db: Db,
  adminId: number,
  ttlMs: number,
  client: { ip?: string; userAgent?: string } = {},
): Promise<string> {
  const secret = randomSecret();
  const now = Date.now();
  const [row] = await db
    .insert(adminTokens)
    .values({
      adminId,
      secretHash: sha256(secret),
      ip: client.ip?.slice(0, 64),
      userAgent: client.userAgent?.slice(0, 255),
      lastUsedAt: new Date(now),
      expiresAt: new Date(now + ttlMs),
    })
    .returning({ id: adminTokens.id });
  return `${row!.id}|${secret}`;
}

export async function revokeAdminToken(db: Db, tokenId: number) {
  await db.update(adminTokens).set({ revokedAt: new Date() }).where(eq(adminTokens.id, tokenId));
}

/**
 * Revokes every live token of the admin, but the one to keep when given (API.md: a password change by
 * the admin keeps the session that made it; one by another admin, a sign-out by staff or a disable ends
 * them all). The update announces the access change to every process (migration 0003).
 */
export async function revokeAdminTokensOf(db: Db, adminId: number, keepTokenId?: number) {
  const live: SQL[] = [eq(adminTokens.adminId, adminId), isNull(adminTokens.revokedAt)];
  if (keepTokenId !== undefined) live.push(ne(adminTokens.id, keepTokenId));
  await db
    .update(adminTokens)
    .set({ revokedAt: new Date() })
    .where(and(...live));
}
