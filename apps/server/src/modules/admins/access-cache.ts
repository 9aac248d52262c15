import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../events/bus.ts';
import { splitIdSecret } from '../../crypto/secrets.ts';
import { admit, readGrant, touchGrant, type FoundAccess, type TokenGrant } from './access.ts';

/** How long a remembered grant is trusted without a word from the database, whatever happens. */
export const GRANT_MAX_AGE_MS = 5_000;
/** How many tokens one process remembers; the oldest go first. */
export const GRANT_MAX_ENTRIES = 10_000;

export interface AccessCache {
  /**
   * As accessOfToken, from memory when this process has read the token recently; an admitted token's
   * last use is noted (at most once a minute), which the idle timeout counts from.
   */
  find(db: Db, token: string): Promise<FoundAccess | null>;
  /** Forgets every grant: the next request of each token reads it again. */
  forget(): void;
  close(): void;
}

interface Remembered {
  grant: TokenGrant;
  readAt: number;
}

/**
 * Each admin request would otherwise read its token before its own work: half the statements of a list
 * page, and a second round trip in a balance edit. A grant read once is kept for a few seconds and
 * checked against the secret and the clock on every use; the database announces every change to who may
 * sign in or what they may do (migrations 0003 and 0005, `access.changed`), and the cache forgets all it
 * holds when it hears one. While the announcements cannot be heard (the listening connection is down)
 * nothing is remembered, so a revoked token stops working in every process once the announcement
 * arrives: milliseconds after the change commits, and GRANT_MAX_AGE_MS at most.
 * See docs/decisions/0007-admin-access-cache.md.
 */
export function createAccessCache(
  bus: EventBus,
  {
    maxAgeMs = GRANT_MAX_AGE_MS,
    maxEntries = GRANT_MAX_ENTRIES,
    idleMs = Number.POSITIVE_INFINITY,
    now = Date.now,
  } = {},
): AccessCache {
  const remembered = new Map<number, Remembered>();
  // Bumped by every forget: a grant read before a change and stored after it would outlive the change.
  let generation = 0;
  const forget = () => {
    generation += 1;
    remembered.clear();
  };
  const unsubscribe = bus.subscribe((event) => {
    if (event.type === 'access.changed') forget();
  });
  const use = async (db: Db, grant: TokenGrant, secret: string, at: number) => {
    const found = admit(grant, secret, at, idleMs);
    if (found) await touchGrant(db, grant, at);
    return found;
  };

  return {
    async find(db, token) {
      const parts = splitIdSecret(token);
      if (!parts) return null;
      const at = now();
      const known = remembered.get(parts.id);
      if (known && bus.listening && at - known.readAt < maxAgeMs)
        return use(db, known.grant, parts.secret, at);

      const readIn = generation;
      const grant = await readGrant(db, parts.id);
      const found = grant && (await use(db, grant, parts.secret, now()));
      // Only a grant whose secret was shown is kept: guessing at ids fills nothing.
      if (grant && found && bus.listening && readIn === generation) {
        remembered.delete(parts.id);
        if (remembered.size >= maxEntries) remembered.delete(remembered.keys().next().value!);
        remembered.set(parts.id, { grant, readAt: at });
      }
      return found;
    },
    forget,
    close() {
      unsubscribe();
      remembered.clear();
    },
  };
}
