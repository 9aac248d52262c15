import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminTokens } from '../../db/schema/index.ts';
import { randomSecret, sha256 } from './secrets.ts';

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
