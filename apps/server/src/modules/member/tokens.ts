import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberTokens } from '../../db/schema/index.ts';
import { randomSecret, sameHash, sha256, splitIdSecret } from '../auth/secrets.ts';

// Member tokens live apart from admin tokens: neither kind can open the other's routes.
export const MEMBER_TOKEN_TTL_MS = 30 * 24 * 3600_000;

export async function issueMemberToken(db: Db, userId: number): Promise<string> {
  const secret = randomSecret();
  const [row] = await db
    .insert(memberTokens)
    .values({ userId, secretHash: sha256(secret), expiresAt: new Date(Date.now() + MEMBER_TOKEN_TTL_MS) })
    .returning({ id: memberTokens.id });
  return `${row!.id}|${secret}`;
}

export async function findLiveMemberToken(db: Db, token: string) {
  const parts = splitIdSecret(token);
  if (!parts) return null;
  const [row] = await db
    .select()
    .from(memberTokens)
    .where(
      and(
        eq(memberTokens.id, parts.id),
        isNull(memberTokens.revokedAt),
        gt(memberTokens.expiresAt, new Date()),
      ),
    );
  return row && sameHash(row.secretHash, sha256(parts.secret)) ? row : null;
}
