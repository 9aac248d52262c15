import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

// API.md: five failures a minute per email+IP are allowed; the sixth attempt answers 429.
export const MAX_FAILURES = 5;
export const WINDOW_MS = 60_000;

export const throttleKey = (email: string, ip: string) => `${email.trim().toLowerCase()}|${ip}`;

/**
 * Counts sign-in attempts (password or second factor) per key. DESIGN.md §5: an attempt takes its count
 * before the secret is checked, atomically, so a burst of parallel guesses gets exactly the limit, across
 * processes; a right answer clears the key.
 */
export interface LoginThrottle {
  /**
   * Counts one attempt: 0 when it may be checked, else the seconds until the key may try again. `limit`
   * attempts a window are allowed (MAX_FAILURES unless said).
   */
  take(key: string, limit?: number): Promise<number>;
  clear(key: string): Promise<void>;
  /** Gives back one attempt taken (a right one), leaving the key's other attempts counted. */
  giveBack(key: string): Promise<void>;
}

const secondsUntil = (at: number) => Math.max(1, Math.ceil((at - Date.now()) / 1000));

/** The count in the database: one row an attempt, taken under a lock on the key (no Redis configured). */
export function databaseThrottle(db: Db): LoginThrottle {
  return {
    take: (key, limit = MAX_FAILURES) =>
      db.transaction(async (tx) => {
        // Held to the commit: the next attempt on the key counts this one's row.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
        const since = new Date(Date.now() - WINDOW_MS);
        const [row] = await tx
          .select({ n: count(), oldest: min(loginFailures.createdAt) })
          .from(loginFailures)
          .where(and(eq(loginFailures.key, key), gt(loginFailures.createdAt, since)));
        if (row && row.n >= limit && row.oldest) {
          return secondsUntil(new Date(row.oldest).getTime() + WINDOW_MS);
        }
        await tx.insert(loginFailures).values({ key });
        await tx.delete(loginFailures).where(lt(loginFailures.createdAt, since));
        return 0;
      }),
    clear: async (key) => {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
    // Under the key's lock, as a take is: parallel give-backs would otherwise pick the same latest row,
    // and all but one would delete nothing, leaving attempts counted that were given back.
    giveBack: (key) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
        await tx.execute(sql`delete from ${loginFailures} where ${loginFailures.id} = (
          select ${loginFailures.id} from ${loginFailures} where ${loginFailures.key} = ${key}
          order by ${loginFailures.id} desc limit 1)`);
      }),
  };
}

// One attempt counted while under the limit, with the window's expiry, in one step; a refused attempt is
// not counted (so what a right one gives back is its own). Answers -1 within the limit, else the window's
// milliseconds left.
const TAKE_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[2]) then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then ttl = tonumber(ARGV[1]) end
  return ttl
end
redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return -1`;

// One attempt less, never below none; the window keeps its expiry.
const GIVE_BACK_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** The count in Redis (REDIS_URL), shared by every server process: a window from the key's first attempt. */
export function redisThrottle(redis: Redis, prefix: string): LoginThrottle {
  const redisKey = (key: string) => `${prefix}login-throttle:${key}`;
  return {
    take: async (key, limit = MAX_FAILURES) => {
      const left = Number(await redis.eval(TAKE_SCRIPT, 1, redisKey(key), WINDOW_MS, limit));
      return left < 0 ? 0 : secondsUntil(Date.now() + left);
    },
    clear: async (key) => {
      await redis.del(redisKey(key));
    },
    giveBack: async (key) => {
      await redis.eval(GIVE_BACK_SCRIPT, 1, redisKey(key));
    },
  };
}
