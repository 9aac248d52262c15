import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminTokens } from '../src/db/schema/index.ts';
import type { BusEvent, EventBus } from '../src/events/bus.ts';
import { createAccessCache } from '../src/modules/admins/access-cache.ts';
import { splitIdSecret } from '../src/crypto/secrets.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A bus whose notices and connection the test decides. */
function fakeBus(listening = true) {
  const local = new EventEmitter();
  const bus = {
    listening,
    publish: async (event: BusEvent) => void local.emit('event', event),
    subscribe: (listener: (event: BusEvent) => void) => {
      local.on('event', listener);
      return () => local.off('event', listener);
    },
    close: async () => void local.removeAllListeners(),
    announce: () => local.emit('event', { type: 'access.changed', data: null }),
  };
  return bus satisfies EventBus;
}

/** A clock the test moves. */
function fakeClock(start = Date.now()) {
  let at = start;
  return { now: () => at, move: (ms: number) => void (at += ms) };
}

const tokenId = (token: string) => splitIdSecret(token)!.id;
// Written straight to the table, as another process would: the fake bus hears nothing of it.
const revoke = (token: string) =>
  t.database.db.execute(sql`update admin_tokens set revoked_at = now() where id = ${tokenId(token)}`);

describe('the access cache', () => {
  it('answers a token it read recently from memory, and reads again once it hears of a change', async () => {
    const bus = fakeBus();
    const cache = createAccessCache(bus);
    const token = await t.login();
    const first = await cache.find(t.database.db, token);
    expect(first?.access.email).toBe('admin@example.com');
    await revoke(token);
    expect(await cache.find(t.database.db, token)).toEqual(first);
    bus.announce();
    expect(await cache.find(t.database.db, token)).toBeNull();
  });

  it('remembers nothing while notices cannot be heard', async () => {
    const bus = fakeBus(false);
    const cache = createAccessCache(bus);
    const token = await t.login();
    expect(await cache.find(t.database.db, token)).not.toBeNull();
    await revoke(token);
    expect(await cache.find(t.database.db, token)).toBeNull();
  });

  it('stops trusting what it remembers when the connection is lost', async () => {
    const bus = fakeBus();
    const cache = createAccessCache(bus);
    const token = await t.login();
    await cache.find(t.database.db, token);
    await revoke(token);
    bus.listening = false;
    expect(await cache.find(t.database.db, token)).toBeNull();
  });

  it('reads again after its maximum age, whatever it heard', async () => {
    const clock = fakeClock();
    const cache = createAccessCache(fakeBus(), { maxAgeMs: 5_000, now: clock.now });
    const token = await t.login();
    await cache.find(t.database.db, token);
    await revoke(token);
    clock.move(4_999);
    expect(await cache.find(t.database.db, token)).not.toBeNull();
    clock.move(1);
    expect(await cache.find(t.database.db, token)).toBeNull();
  });

  it('checks the secret and the expiry on every use', async () => {
    const clock = fakeClock();
    const cache = createAccessCache(fakeBus(), { maxAgeMs: 10 * 24 * 3600_000, now: clock.now });
    const token = await t.login();
    await cache.find(t.database.db, token);
    const [id] = token.split('|');
    expect(await cache.find(t.database.db, `${id}|${'x'.repeat(43)}`)).toBeNull();
    expect(await cache.find(t.database.db, token)).not.toBeNull();
    const [row] = await t.database.db
      .select({ expiresAt: adminTokens.expiresAt })
      .from(adminTokens)
      .where(eq(adminTokens.id, Number(id)));
    clock.move(row!.expiresAt.getTime() - clock.now());
    expect(await cache.find(t.database.db, token)).toBeNull();
  });

  it('does not keep a grant read before a change it heard of while reading', async () => {
    const bus = fakeBus();
    const cache = createAccessCache(bus);
    const token = await t.login();
    const reading = cache.find(t.database.db, token);
    bus.announce(); // the change commits while the read is on its way
    expect(await reading).not.toBeNull();
    await revoke(token);
    expect(await cache.find(t.database.db, token)).toBeNull();
  });

  it('keeps no more than its limit, forgetting the oldest first', async () => {
    const cache = createAccessCache(fakeBus(), { maxEntries: 1 });
    const older = await t.login();
    const newer = await t.login();
    await cache.find(t.database.db, older);
    await cache.find(t.database.db, newer);
    await revoke(older);
    await revoke(newer);
    expect(await cache.find(t.database.db, older)).toBeNull();
    expect(await cache.find(t.database.db, newer)).not.toBeNull(); // still remembered
  });

  it('keeps nothing for a wrong secret', async () => {
    const cache = createAccessCache(fakeBus());
    const token = await t.login();
    const [id] = token.split('|');
    expect(await cache.find(t.database.db, `${id}|${'y'.repeat(43)}`)).toBeNull();
    await revoke(token);
    expect(await cache.find(t.database.db, token)).toBeNull();
  });
});

describe('admin requests and the cache', () => {
  const me = (token: string) => t.request({ method: 'GET', url: '/api/admins/me', token });
  const waitFor = async (check: () => Promise<boolean>) => {
    for (let tries = 0; tries < 100; tries += 1) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  };

  it('refuses a token revoked by another process once the database announces it', async () => {
    const token = await t.login();
    expect((await me(token)).statusCode).toBe(200);
    await revoke(token);
    expect(await waitFor(async () => (await me(token)).statusCode === 401)).toBe(true);
  });

  it('shows an admin’s new name, and a role’s, as soon as they change', async () => {
    const token = await t.login();
    await me(token);
    const id = (await me(token)).json().data.id as number;
    await t.database.db.execute(sql`update admins set name = 'Renamed' where id = ${id}`);
    expect(await waitFor(async () => (await me(token)).json().data.name === 'Renamed')).toBe(true);
  });

  it('forgets before answering a write that may change access, so the next request is refused', async () => {
    const token = await t.login();
    expect((await me(token)).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/logout', token })).statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('forgets on the writes about admins, roles and one’s own sign-in, and on no others', async () => {
    const token = await t.login();
    const forget = vi.spyOn(t.app.accessCache, 'forget');
    const forgets = async (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      payload?: object,
    ) => {
      forget.mockClear();
      await t.request({ method, url, token, payload });
      return forget.mock.calls.length > 0;
    };
    try {
      const member = (await t.request({ method: 'GET', url: '/api/users', token })).json().data[0];
      expect(await forgets('GET', '/api/admins/me')).toBe(false);
      expect(await forgets('GET', '/api/investments')).toBe(false);
      expect(
        await forgets('POST', `/api/users/${member?.id ?? 1}/balance`, { amount: 1, reason: 'other', remarks: 'x' }),
      ).toBe(false);
      // Refused writes forget too: what matters is that nothing stale can answer after them.
      expect(await forgets('PATCH', '/api/admins/me/password', { current_password: 'wrong' })).toBe(true);
      expect(await forgets('PUT', '/api/admins/999999', {})).toBe(true);
      expect(await forgets('DELETE', '/api/roles/999999')).toBe(true);
    } finally {
      forget.mockRestore();
    }
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('the listening connection', () => {
  it('is known to be down when the server drops it, and comes back, announcing a possible change both times', async () => {
    const heard: boolean[] = [];
    const unsubscribe = t.app.events.subscribe((event) => {
      if (event.type === 'access.changed') heard.push(t.app.events.listening);
    });
    try {
      expect(t.app.events.listening).toBe(true);
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN %'`,
      );
      for (let tries = 0; tries < 100 && heard.length < 2; tries += 1)
        await new Promise((r) => setTimeout(r, 50));
      expect(heard).toEqual([false, true]);
      expect(t.app.events.listening).toBe(true);
    } finally {
      unsubscribe();
    }
  });
});
