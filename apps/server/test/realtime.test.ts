import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { askWithdrawal, invest, member, project } from './money-helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

/** An event socket opened with `token`, as the web app opens it. */
const openSocket = async (token: string) =>
  (await t.app.injectWS(`/api/ws?token=${encodeURIComponent(token)}`)) as unknown as WebSocket;

/** The code the socket closes with, or 'open' when it is still open after `ms`. */
const closeCodeWithin = (socket: WebSocket, ms: number) =>
  Promise.race([
    new Promise<number>((resolve) => socket.once('close', (code) => resolve(code))),
    new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms)),
  ]);

const nextMessage = (socket: WebSocket) =>
  new Promise<{ type: string; data: Record<string, unknown> }>((resolve) =>
    socket.once('message', (raw) => resolve(JSON.parse(String(raw)))),
  );

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
    const socket = await openSocket('1|not-a-real-token-at-all-xxxxx');
    expect(await closeCodeWithin(socket, 5_000)).toBe(4401);
  });
});
