import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { Invalid, NotFound } from '../../core/errors.ts';
import { verifyPassword } from '../../crypto/passwords.ts';
import { report } from '../../core/signals.ts';

// After 5 wrong pay passwords in a row withdrawals wait until staff unlock the pay password.
export const PAY_PASSWORD_LIMIT = 5;

/**
 * Checks a member's pay password. The attempt is counted first, by the same statement that reads the hash
 * and only while under the limit, so parallel guesses get exactly the limit; a right one starts the count
 * again. Runs on its own, outside the withdrawal's transaction, so a refusal still counts.
 */
export async function checkPayPassword(db: Db, userId: number, payPassword: string) {
  const [counted] = await db
    .update(users)
    .set({ payPasswordFailures: sql`${users.payPasswordFailures} + 1` })
    .where(and(eq(users.id, userId), lt(users.payPasswordFailures, PAY_PASSWORD_LIMIT)))
    .returning({ hash: users.payPasswordHash, failures: users.payPasswordFailures });
  if (!counted) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw NotFound();
    report({ type: 'throttle.refused', kind: 'pay_password' });
    throw Invalid('pay_password', 'pay_password_locked');
  }
  if (await verifyPassword(counted.hash, payPassword)) {
    await db.update(users).set({ payPasswordFailures: 0 }).where(eq(users.id, userId));
    return;
  }
  // The guess that reaches the limit already says what the member must do next.
  throw Invalid(
    'pay_password',
    counted.failures >= PAY_PASSWORD_LIMIT ? 'pay_password_locked' : 'pay_password_wrong',
  );
}
