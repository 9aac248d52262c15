import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberTokens, users } from '../../db/schema/index.ts';
import { randomSecret, sameHash, sha256, splitIdSecret } from '../../crypto/secrets.ts';

// How stale a token's last use may be written: one write a minute per token.
const TOUCH_EVERY_MS = 60_000;

// Member tokens live apart from admin tokens: neither kind can open the other's routes. Each member request
// reads its token from the database (no process remembers one), so a revocation holds in every process
// as soon as it commits. Their lifetime is MEMBER_TOKEN_TTL_DAYS (config.ts).
export async function issueMemberToken(db: Db, userId: number, ttlMs: number): Promise<string> {
  const secret = randomSecret();
  const now = Date.now();
  const [row] = await db
    .insert(memberTokens)
    .values({
      userId,
      secretHash: sha256(secret),
      lastUsedAt: new Date(now),
      expiresAt: new Date(now + ttlMs),
    })
    .returning({ id: memberTokens.id });
  return `${row!.id}|${secret}`;
}

/** The live token of a member who is not frozen, or null; notes its use at most once a minute. */
export async function findLiveMemberToken(db: Db, token: string) {
  const parts = splitIdSecret(token);
  if (!parts) return null;
  const now = Date.now();
  const [row] = await db
    .select({
      id: memberTokens.id,
      userId: memberTokens.userId,
      secretHash: memberTokens.secretHash,
      lastUsedAt: memberTokens.lastUsedAt,
    })
    .from(memberTokens)
    .innerJoin(users, eq(users.id, memberTokens.userId))
    .where(
      and(
        eq(memberTokens.id, parts.id),
        isNull(memberTokens.revokedAt),
        gt(memberTokens.expiresAt, new Date(now)),
        eq(users.frozen, false),
      ),
    );
  if (!row || !sameHash(row.secretHash, sha256(parts.secret))) return null;
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
    await db
      .update(memberTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(
        and(
          eq(memberTokens.id, row.id),
          or(isNull(memberTokens.lastUsedAt), lt(memberTokens.lastUsedAt, new Date(now - TOUCH_EVERY_MS))),
        ),
      );
  }
  return { id: row.id, userId: row.userId };
}

export async function revokeMemberToken(db: Db, tokenId: number) {
  await db.update(memberTokens).set({ revokedAt: new Date() }).where(eq(memberTokens.id, tokenId));
}

/** Ends every live token of the member (staff's sign-out, freeze or password change). */
export async function revokeMemberTokensOf(db: Db, userId: number) {
  await db
    .update(memberTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(memberTokens.userId, userId), isNull(memberTokens.revokedAt)));
}
