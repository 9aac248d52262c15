import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { investments } from '../src/db/schema/index.ts';
import { DEMO_ADMIN } from '../src/seed/index.ts';
import { settleDueBatch } from '../src/jobs/settlement-sweep.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { askWithdrawal, invest, member, project } from './money-helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

/** The samples of a Prometheus text answer, keyed `name{label="value",...}` as written. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    found.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return found;
}

async function scrape(target: Pick<TestApp, 'request'> = t) {
  const res = await target.request({ method: 'GET', url: '/metrics' });
  expect(res.statusCode, res.body).toBe(200);
  return samples(res.body);
}

/** A sample's value; a series not written yet counts 0. */
const value = (scraped: Map<string, number>, series: string) => scraped.get(series) ?? 0;

const requestCount = (method: string, route: string, status: number) =>
  `http_request_duration_seconds_count{method="${method}",route="${route}",status_code="${status}"}`;
const ledger = (kind: string) => `ledger_records_written_total{kind="${kind}"}`;
const throttled = (kind: string) => `throttled_attempts_total{kind="${kind}"}`;

describe('GET /metrics', () => {
  it('answers Prometheus text with the process figures to a caller on this machine', async () => {
    const res = await t.request({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const scraped = samples(res.body);
    for (const series of [
      'nodejs_eventloop_lag_seconds',
      'process_cpu_user_seconds_total',
      'event_sockets_open',
    ])
      expect(scraped.has(series), series).toBe(true);
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('is in the API document as an operations route that answers text or refuses with 403', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = doc.paths['/metrics'].get;
    expect(operation.tags).toEqual(['operations']);
    expect(operation['x-access']).toEqual(['public']);
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/plain']);
    expect(Object.keys(operation.responses['403'].content)).toEqual(['application/json']);
  });

  it('times each request under its method, route pattern and status, never its URL', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++)
      expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const missing = await t.request({ method: 'GET', url: '/api/users/987654', token: admin });
    expect(missing.statusCode).toBe(404);
    const unknown = await t.request({ method: 'GET', url: '/no/such/page-4711' });
    expect(unknown.statusCode).toBe(404);

    const res = await t.request({ method: 'GET', url: '/metrics' });
    const after = samples(res.body);
    const grew = (series: string) => value(after, series) - value(before, series);
    expect(grew(requestCount('GET', '/healthz', 200))).toBe(3);
    expect(grew(requestCount('GET', '/api/users/:id', 404))).toBe(1);
    expect(grew(requestCount('GET', 'unmatched', 404))).toBe(1);
    expect(res.body).not.toContain('987654');
    expect(res.body).not.toContain('page-4711');
  });

  it('counts the ledger records each kind writes, and shows the settlement backlog until it is settled', async () => {
    const before = await scrape();
    const m = await member(t, admin, 50_000); // a recharge
    const p = await project(t, admin, { min_amount: 1_000, period_minutes: 60 });
    const bought = await invest(t, m.token, p.id, 10_000);
    expect(bought.statusCode, bought.body).toBe(201);
    expect((await askWithdrawal(t, m.token, 5_000)).statusCode).toBe(201);
    // The investment's period ended two minutes ago; no sweep runs in tests until asked.
    await t.database.db
      .update(investments)
      .set({ settleAt: new Date(Date.now() - 120_000) })
      .where(sql`${investments.id} = ${bought.json().data.id}`);

    const due = await scrape();
    expect(value(due, 'settlement_due_investments')).toBe(1);
    expect(value(due, 'settlement_oldest_due_seconds')).toBeGreaterThanOrEqual(119);
    expect(value(due, 'settlement_oldest_due_seconds')).toBeLessThan(180);

    expect((await settleDueBatch(t.database.db)).settled).toHaveLength(1);
    const after = await scrape();
    expect(value(after, 'settlement_due_investments')).toBe(0);
    expect(value(after, 'settlement_oldest_due_seconds')).toBe(0);
    const written = Object.fromEntries(
      ['recharge', 'adjustment', 'investment', 'settlement', 'withdrawal', 'withdrawal_refund'].map(
        (kind) => [kind, value(after, ledger(kind)) - value(before, ledger(kind))],
      ),
    );
    expect(written).toEqual({
      recharge: 1,
      adjustment: 0,
      investment: 1,
      settlement: 1,
      withdrawal: 1,
      withdrawal_refund: 0,
    });
  });

  it('counts a request answered again from its Idempotency-Key, by route', async () => {
    const m = await member(t, admin);
    const replays = 'idempotent_replays_total{route="/api/users/:id/balance"}';
    const before = await scrape();
    const send = () =>
      t.request({
        method: 'POST',
        url: `/api/users/${m.id}/balance`,
        token: admin,
        headers: { 'idempotency-key': `metrics-${m.id}` },
        payload: { amount: 700, reason: 'bonus', remarks: 'once' },
      });
    expect((await send()).statusCode).toBe(201);
    const retry = await send();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const after = await scrape();
    expect(value(after, replays) - value(before, replays)).toBe(1);
    expect(value(after, ledger('recharge')) - value(before, ledger('recharge'))).toBe(1);
  });

  it('counts a sign-in refused by the throttle', async () => {
    const before = await scrape();
    const attempt = (password: string) =>
      t.request({
        method: 'POST',
        url: '/api/tokens',
        payload: { auth_type: 'admin', admin: { email: DEMO_ADMIN.email, password } },
        remoteAddress: '10.77.0.1',
      });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).statusCode).toBe(422);
    expect((await attempt(DEMO_ADMIN.password)).statusCode).toBe(429);
    const after = await scrape();
    expect(value(after, throttled('sign_in')) - value(before, throttled('sign_in'))).toBe(1);
    expect(value(after, throttled('rate_limit')) - value(before, throttled('rate_limit'))).toBe(0);
  });

  it('counts the withdrawals refused because the pay password is locked, not the wrong guesses before', async () => {
    const m = await member(t, admin, 10_000);
    const before = await scrape();
    const withdraw = (payPassword: string) =>
      t.request({
        method: 'POST',
        url: '/api/member/withdrawals',
        token: m.token,
        payload: {
          account_name: 'A',
          card_number: '622200001111',
          bank_name: 'B',
          amount: 100,
          pay_password: payPassword,
        },
      });
    for (let i = 0; i < 5; i++) expect((await withdraw('999999')).statusCode).toBe(422);
    const locked = await withdraw('246810');
    expect(locked.statusCode).toBe(422);
    expect(Object.keys(locked.json().errors)).toEqual(['pay_password']);
    const after = await scrape();
    expect(value(after, throttled('pay_password')) - value(before, throttled('pay_password'))).toBe(1);
    expect(value(after, ledger('withdrawal')) - value(before, ledger('withdrawal'))).toBe(0);
  });

  it('shows a connection in use while a transaction holds it', async () => {
    const max = t.database.kind === 'pglite' ? 1 : 20;
    let during!: Promise<LightMyRequestResponse>;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      during = t.request({ method: 'GET', url: '/metrics' });
      // The scrape reads the pool first; on the embedded database its backlog query then waits for this transaction.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const held = samples((await during).body);
    expect(value(held, 'db_pool_max_connections')).toBe(max);
    expect(value(held, 'db_pool_connections_in_use')).toBe(1);

    const after = await scrape();
    expect(value(after, 'db_pool_connections_in_use')).toBe(0);
    expect(value(after, 'db_pool_connections_idle')).toBeGreaterThanOrEqual(1);
    expect(after.has('db_pool_waiting_queries')).toBe(t.database.kind === 'postgres');
  });

  it('counts the open events sockets', async () => {
    expect(value(await scrape(), 'event_sockets_open')).toBe(0);
    const socket = (await t.app.injectWS('/api/ws')) as unknown as WebSocket;
    expect(value(await scrape(), 'event_sockets_open')).toBe(1);
    socket.terminate();
    await expect.poll(async () => value(await scrape(), 'event_sockets_open')).toBe(0);
  });

  it('refuses a caller on another machine, and ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.request({ method: 'GET', url: '/metrics', remoteAddress, headers });
    const refused = await from('203.0.113.7');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This action is unauthorized.' });
    expect((await from('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
    // No METRICS_TOKEN set: no token opens it.
    expect((await from('203.0.113.7', { authorization: 'Bearer anything-at-all-123' })).statusCode).toBe(403);
    expect((await from('::1')).statusCode).toBe(200);
  });
});

describe('GET /metrics behind a proxy, with METRICS_TOKEN', () => {
  const token = 'scrape-token-0123456789abcdef';
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({
      config: { trustProxy: true, metricsToken: token, rateLimitPerMinute: 8 },
    });
  });
  afterAll(() => proxied.close());

  const forwardedFor = (address: string, authorization?: string) =>
    proxied.request({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': address, ...(authorization ? { authorization } : {}) },
    });

  it('refuses a forwarded client on another machine without the token, and answers it with the token', async () => {
    expect((await forwardedFor('203.0.113.7')).statusCode).toBe(403);
    expect((await forwardedFor('203.0.113.7', 'Bearer wrong-token-0123456789')).statusCode).toBe(403);
    expect((await forwardedFor('203.0.113.7', `Bearer ${token}x`)).statusCode).toBe(403);
    expect((await forwardedFor('203.0.113.7', token)).statusCode).toBe(403);
    const allowed = await forwardedFor('203.0.113.7', `Bearer ${token}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('http_request_duration_seconds_bucket');
  });

  it('answers a scraper on this machine through a proxy on this machine, but not a forged forwarded address', async () => {
    expect((await forwardedFor('127.0.0.1')).statusCode).toBe(200);
    // The client wrote 127.0.0.1 itself; the proxy appended the address it really came from.
    expect((await forwardedFor('127.0.0.1, 203.0.113.7')).statusCode).toBe(403);
  });

  it('counts the requests the rate limit refuses', async () => {
    const before = samples((await forwardedFor('127.0.0.1')).body);
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      const res = await proxied.request({
        method: 'GET',
        url: '/api/admins/me',
        headers: { 'x-forwarded-for': '198.51.100.9' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(8).fill(401), 429, 429]);
    const after = samples((await forwardedFor('127.0.0.1')).body);
    expect(value(after, throttled('rate_limit')) - value(before, throttled('rate_limit'))).toBe(2);
    expect(value(after, requestCount('GET', '/api/admins/me', 429))).toBe(2);
  });
});
