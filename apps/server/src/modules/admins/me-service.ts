import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../core/actor.ts';
import { recordAudit } from '../audit-logs/service.ts';
import { admins } from '../../db/schema/index.ts';
import { Invalid, NotFound } from '../../core/errors.ts';
import { hashPassword, verifyPassword } from '../../crypto/passwords.ts';
import { revokeAdminTokensOf } from '../auth/tokens.ts';

/** API.md: a password change keeps the current token and revokes the admin's others. */
export async function changeOwnPassword(
  db: Db,
  actor: Actor,
  tokenId: number,
  change: { current_password: string; password: string },
) {
  const adminId = actor.adminId!;
  const [row] = await db.select().from(admins).where(eq(admins.id, adminId));
  if (!row) throw NotFound();
  if (!(await verifyPassword(row.passwordHash, change.current_password))) {
    throw Invalid('current_password', 'current_password_wrong');
  }
  const passwordHash = await hashPassword(change.password);
  await db.transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash, updatedAt: new Date() }).where(eq(admins.id, adminId));
    await revokeAdminTokensOf(tx, adminId, tokenId);
    await recordAudit(tx, actor, { action: 'admins.me.password', target: `admin:${adminId}` });
  });
}
