import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { Invalid, NotFound, TooManyRequests } from '../../core/errors.ts';
import { verifyPassword } from '../../crypto/passwords.ts';
import { report } from '../../core/signals.ts';

// After 5 wrong pay passwords in a row withdrawals wait until staff unlock the pay password.
export const PAY_PASSWORD_LIMIT = 5;

/** How long a check waits for the checks under way to end before it asks the member to try again. */
const IN_FLIGHT_WAIT_MS = 10_000;

/**
 * A count of checks under way left unchanged this long is of checks that died with their process (kill -9)
 * and will never give it back. A check is one password hash comparison, well under a second and seconds at
 * most on a loaded server; a minute leaves a wide margin and still frees a member's withdrawals soon after.
 * A check still alive past it only loses its answer (endCheck), so the bound never loosens the limit.
 */
const CHECKS_DIED_AFTER_SECONDS = 60;

// On the database's clock, which every process shares. A count kept before start times were has none: it died.
const diedBefore = sql`now() - make_interval(secs => ${CHECKS_DIED_AFTER_SECONDS})`;
const checksDied = sql`(${users.payPasswordChecking} > 0 and coalesce(${users.payPasswordCheckStartedAt} < ${diedBefore}, true))`;
const checksUnderWay = sql`(case when ${checksDied} then 0 else ${users.payPasswordChecking} end)`;

/** The checks under way, less this one (never below 0). */
const oneCheckLess = sql`greatest(${users.payPasswordChecking} - 1, 0)`;

/**
 * Starts one check while the wrong ones and those under way stay under the limit, so parallel guesses get
 * exactly the limit. Checks that died stop counting, in a new round: one of them that was only slow then
 * cannot answer (endCheck), so the wrong ones answered stay within the limit. Answers the hash to check
 * against and the round, `locked` at the limit of wrong ones, or `busy` while the checks under way fill it.
 */
async function startCheck(
  db: Db,
  userId: number,
): Promise<{ hash: string; round: number } | 'locked' | 'busy'> {
  const [started] = await db
    .update(users)
    .set({
      payPasswordChecking: sql`${checksUnderWay} + 1`,
      payPasswordCheckStartedAt: sql`now()`,
      payPasswordCheckingRound: sql`${users.payPasswordCheckingRound} + (case when ${checksDied} then 1 else 0 end)`,
    })
    .where(
      and(
        eq(users.id, userId),
        lt(sql`${users.payPasswordFailures} + ${checksUnderWay}`, PAY_PASSWORD_LIMIT),
      ),
    )
    .returning({ hash: users.payPasswordHash, round: users.payPasswordCheckingRound });
  if (started) return started;
  const [user] = await db
    .select({ failures: users.payPasswordFailures })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw NotFound();
  return user.failures >= PAY_PASSWORD_LIMIT ? 'locked' : 'busy';
}

/**
 * Ends a check of the given round, a right one starting the count of wrong ones again. Answers the wrong ones
 * in a row, or undefined when the round has ended meanwhile (its checks were taken for dead, or staff cleared
 * them): the check no longer counts and must not answer.
 */
async function endCheck(db: Db, userId: number, round: number, right: boolean) {
  const [after] = await db
    .update(users)
    .set({
      payPasswordFailures: right ? 0 : sql`${users.payPasswordFailures} + 1`,
      payPasswordChecking: oneCheckLess,
    })
    .where(and(eq(users.id, userId), eq(users.payPasswordCheckingRound, round)))
    .returning({ failures: users.payPasswordFailures });
  return after?.failures;
}

/** Staff's fresh start (unlock, new pay password): no wrong ones, and the checks under way may not answer. */
export const noPayPasswordChecks = {
  payPasswordFailures: 0,
  payPasswordChecking: 0,
  payPasswordCheckStartedAt: null,
  payPasswordCheckingRound: sql`${users.payPasswordCheckingRound} + 1`,
};

const busy = () => TooManyRequests('pay_password_busy', 1, 'pay_password');

/**
 * Checks a member's pay password. Wrong ones in a row are counted, and checks under way count towards
 * the limit too, so parallel guesses get exactly the limit; a right one starts the count again. A check
 * that finds the limit filled by checks under way (a member's app sending several withdrawals at once, or
 * retrying one) waits for them, holding no connection, instead of calling the pay password locked. Runs
 * on its own, outside the withdrawal's transaction, so a refusal still counts.
 */
export async function checkPayPassword(db: Db, userId: number, payPassword: string) {
  let started = await startCheck(db, userId);
  for (let pause = 20, waited = 0; started === 'busy' && waited < IN_FLIGHT_WAIT_MS; waited += pause) {
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, 200);
    started = await startCheck(db, userId);
  }
  if (started === 'locked' || started === 'busy') {
    report({ type: 'throttle.refused', kind: 'pay_password' });
    if (started === 'busy') throw busy();
    throw Invalid('pay_password', 'pay_password_locked');
  }
  const right = await verifyPassword(started.hash, payPassword);
  const failures = await endCheck(db, userId, started.round, right);
  if (failures === undefined) {
    // Its round ended while it ran: refused as one held back by the limit is, and counted as one.
    report({ type: 'throttle.refused', kind: 'pay_password' });
    throw busy();
  }
  if (right) return;
  // The guess that reaches the limit already says what the member must do next.
  throw Invalid(
    'pay_password',
    failures >= PAY_PASSWORD_LIMIT ? 'pay_password_locked' : 'pay_password_wrong',
  );
}
