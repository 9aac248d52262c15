import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminTokens } from '../../db/schema/index.ts';
import { randomSecret, sameHash, sha256, splitIdSecret } from './secrets.ts';

// Admin tokens: a random secret stored only as its SHA-256, handed out once as "<id>|<secret>".
export async function issueAdminToken(
  db: Db,
  adminId: number,
  ttlMs: number,
  client: { ip?: string; userAgent?: string } = {},
): Promise<string> {
  const secret = randomSecret();
  const [row] = await db
    .insert(adminTokens)
    .values({
      adminId,
      secretHash: sha256(secret),
      ip: client.ip?.slice(0, 64),
      userAgent: client.userAgent?.slice(0, 255),
      expiresAt: new Date(Date.now() + ttlMs),
    })
    .returning({ id: adminTokens.id });
  return `${row!.id}|${secret}`;
}

/** The token's row when it is known, unexpired and not revoked; null otherwise. */
export async function findLiveAdminToken(db: Db, token: string) {
  const parts = splitIdSecret(token);
  if (!parts) return null;
  const [row] = await db
    .select()
    .from(adminTokens)
    .where(
      and(eq(adminTokens.id, parts.id), isNull(adminTokens.revokedAt), gt(adminTokens.expiresAt, new Date())),
    );
  if (!row || !sameHash(row.secretHash, sha256(parts.secret))) return null;
  return row;
}

export async function revokeAdminToken(db: Db, tokenId: number) {
  await db.update(adminTokens).set({ revokedAt: new Date() }).where(eq(adminTokens.id, tokenId));
}

/** Revokes every live token of the admin except the one given (API.md: a password change). */
export async function revokeOtherAdminTokens(db: Db, adminId: number, keepTokenId: number) {
  await db
    .update(adminTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(adminTokens.adminId, adminId), ne(adminTokens.id, keepTokenId), isNull(adminTokens.revokedAt)),
    );
}
