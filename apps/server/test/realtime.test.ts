import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { askWithdrawal, invest, member, project } from './money-helpers.ts';

const OTHER_APP = 'https://reports.example.com';
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { allowedOrigins: [OTHER_APP] } });
  admin = await t.login();
});
afterAll(() => t.close());

/** A socket to /api/ws from a page at `origin` (none: a client that is no browser). */
const connect = async (origin?: string, url = '/api/ws') =>
  (await t.app.injectWS(url, {
    headers: { host: 'office.example.com', ...(origin ? { origin } : {}) },
  })) as unknown as WebSocket;

/** The socket's next message, parsed. */
const nextMessage = (socket: WebSocket) =>
  new Promise<{ type: string; data: Record<string, unknown> }>((resolve) =>
    socket.once('message', (raw) => resolve(JSON.parse(String(raw)))),
  );

/** An event socket that said who it is with its first message, as the web app opens it. */
const openSocket = async (token: string) => {
  const socket = await connect('https://office.example.com');
  const ready = nextMessage(socket);
  socket.send(JSON.stringify({ type: 'auth', token }));
  expect(await ready).toEqual({ type: 'ready' });
  return socket;
};

/** The code the socket closes with, or 'open' when it is still open after `ms`. */
const closeCodeWithin = (socket: WebSocket, ms: number) =>
  Promise.race([
    new Promise<number>((resolve) => socket.once('close', (code) => resolve(code))),
    new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms)),
  ]);

describe('GET /api/ws', () => {
  it('tells a signed-in admin about new investments and withdrawals', async () => {
    const socket = await openSocket(admin);
    try {
      const p = await project(t, admin, { min_amount: 100 });
      const m = await member(t, admin, 5_000);
      const invested = nextMessage(socket);
      await invest(t, m.token, p.id, 1_000);
      const event = await invested;
      expect(event.type).toBe('investment.created');
      expect(event.data).toMatchObject({ amount: 1_000, user: { id: m.id } });

      const asked = nextMessage(socket);
      await askWithdrawal(t, m.token, 500);
      expect((await asked).type).toBe('withdrawal.created');
    } finally {
      socket.terminate();
    }
  });

  it('tells each admin only of what they may read', async () => {
    const investmentsOnly = await signInWith(t, ['investments.query']);
    const reviewer = await signInWith(t, ['withdrawals.review']);
    /** The types of the first `count` events the socket hears. */
    const firstEvents = (socket: WebSocket, count: number) =>
      new Promise<string[]>((resolve) => {
        const heard: string[] = [];
        socket.on('message', (raw) => {
          heard.push(JSON.parse(String(raw)).type);
          if (heard.length === count) resolve(heard);
        });
      });
    const watching = await openSocket(investmentsOnly.token);
    const reviewing = await openSocket(reviewer.token);
    try {
      const watcherHeard = firstEvents(watching, 2);
      const reviewerHeard = firstEvents(reviewing, 2);
      const m = await member(t, admin, 5_000);
      const p = await project(t, admin, { min_amount: 100 });
      // Events reach a socket in order, so each admin's second event proves nothing else came before it.
      for (let round = 0; round < 2; round++) {
        await invest(t, m.token, p.id, 1_000);
        await askWithdrawal(t, m.token, 500);
      }
      expect(await watcherHeard).toEqual(['investment.created', 'investment.created']);
      expect(await reviewerHeard).toEqual(['withdrawal.created', 'withdrawal.created']);
    } finally {
      watching.terminate();
      reviewing.terminate();
    }
  });

  it('closes the connection of a token signed out, at once', async () => {
    const other = await signInWith(t, ['investments.query']);
    const socket = await openSocket(other.token);
    const closed = closeCodeWithin(socket, 5_000);
    const out = await t.request({ method: 'POST', url: '/logout', token: other.token });
    expect(out.statusCode).toBe(204);
    // Well within the half-minute re-check: the logout's announcement closes it.
    expect(await closed).toBe(4401);
  });

  it('closes the connection of an admin deleted by another admin', async () => {
    const other = await signInWith(t, ['investments.query']);
    const socket = await openSocket(other.token);
    const closed = closeCodeWithin(socket, 5_000);
    const gone = await t.request({ method: 'DELETE', url: `/api/admins/${other.admin.id}`, token: admin });
    expect(gone.statusCode).toBe(204);
    expect(await closed).toBe(4401);
  });

  it('stops telling an admin of what their role may no longer read', async () => {
    const watcher = await signInWith(t, ['investments.query', 'withdrawals.query']);
    const socket = await openSocket(watcher.token);
    try {
      const heard: string[] = [];
      socket.on('message', (raw) => heard.push(JSON.parse(String(raw)).type));
      const changed = await t.request({
        method: 'PUT',
        url: `/api/roles/${watcher.role.id}/permissions`,
        token: admin,
        payload: { permissions: ['withdrawals.query'] },
      });
      expect(changed.statusCode).toBe(200);
      const m = await member(t, admin, 5_000);
      const p = await project(t, admin, { min_amount: 100 });
      // The socket re-checks on the role's announcement; give it a moment before the events it must not hear.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await invest(t, m.token, p.id, 1_000);
      await askWithdrawal(t, m.token, 500);
      // Events reach a socket in order: once the withdrawal is heard, the investment would have been too.
      await new Promise<void>((resolve, reject) => {
        const deadline = setTimeout(() => reject(new Error(`heard only ${heard.join(', ')}`)), 5_000);
        const poll = setInterval(() => {
          if (heard.includes('withdrawal.created')) {
            clearTimeout(deadline);
            clearInterval(poll);
            resolve();
          }
        }, 20);
      });
      expect(heard).toEqual(['withdrawal.created']);
    } finally {
      socket.terminate();
    }
  });

  it('closes the connection of a caller without a valid admin token', async () => {
    for (const first of [
      JSON.stringify({ type: 'auth', token: '1|not-a-real-token-at-all-xxxxx' }),
      JSON.stringify({ type: 'hello', token: admin }),
      JSON.stringify({ type: 'auth', token: admin, extra: 1 }),
      'not json',
    ]) {
      const socket = await connect();
      const closed = closeCodeWithin(socket, 5_000);
      socket.send(first);
      expect([first, await closed]).toEqual([first, 4401]);
    }
  });
});

describe('how /api/ws learns who listens (issue 18)', () => {
  it('closes a socket that has not said who it is within 5 seconds, a token in its URL notwithstanding', async () => {
    const socket = await connect(undefined, `/api/ws?token=${encodeURIComponent(admin)}`);
    const heard: unknown[] = [];
    socket.on('message', (raw) => heard.push(String(raw)));
    const started = Date.now();
    expect(await closeCodeWithin(socket, 7_000)).toBe(4401);
    expect(Date.now() - started).toBeGreaterThan(4_000);
    expect(heard).toEqual([]);
  });

  it('hears only the first message as the sign-in', async () => {
    const socket = await connect();
    try {
      const closed = closeCodeWithin(socket, 1_000);
      socket.send(JSON.stringify({ type: 'auth', token: admin }));
      socket.send(JSON.stringify({ type: 'auth', token: 'anything' }));
      expect(await nextMessage(socket)).toEqual({ type: 'ready' });
      expect(await closed).toBe('open');
    } finally {
      socket.terminate();
    }
  });

  it('is described in the OpenAPI document, for admins, with its first message', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const ws = doc.paths['/api/ws'].get;
    expect(ws['x-access']).toEqual(['admin']);
    expect(ws.summary).toBe('Hear events (WebSocket)');
    expect(ws.description).toContain('{"type": "auth", "token": "<id>|<secret>"}');
    expect(ws.description).toContain('ALLOWED_ORIGINS');
  });

  it("refuses a page of another site, and admits the app's own pages and ALLOWED_ORIGINS", async () => {
    for (const origin of ['https://evil.example.net', 'null', 'https://office.example.com.evil.net'])
      await expect(connect(origin), origin).rejects.toThrow(/403/);
    for (const origin of ['https://office.example.com', 'http://office.example.com', OTHER_APP]) {
      const socket = await connect(origin);
      const ready = nextMessage(socket);
      socket.send(JSON.stringify({ type: 'auth', token: admin }));
      expect([origin, await ready]).toEqual([origin, { type: 'ready' }]);
      socket.terminate();
    }
  });
});
