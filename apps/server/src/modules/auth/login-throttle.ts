import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

// API.md: five failures a minute per email+IP are allowed; the sixth attempt answers 429.
export const MAX_FAILURES = 5;
export const WINDOW_MS = 60_000;

export const throttleKey = (email: string, ip: string) => `${email.trim().toLowerCase()}|${ip}`;

/** Seconds until the key may try again, or 0 when it may try now. */
export async function secondsUntilAllowed(db: Db, key: string): Promise<number> {
  const since = new Date(Date.now() - WINDOW_MS);
  const [row] = await db
    .select({ n: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.createdAt, since)));
  if (!row || row.n < MAX_FAILURES || !row.oldest) return 0;
  const oldest = new Date(row.oldest).getTime();
  return Math.max(1, Math.ceil((oldest + WINDOW_MS - Date.now()) / 1000));
}

export async function recordFailure(db: Db, key: string) {
  await db.insert(loginFailures).values({ key });
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - WINDOW_MS)));
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
