import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

// docs/operations.md, "Running several processes": three real server processes on one PostgreSQL database
// (and one Redis when TEST_REDIS_URL is set), seen only through their HTTP and WebSocket interfaces.
const repoRoot = resolve(import.meta.dirname, '../../..');
const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const ADMIN = { email: 'cluster-admin@example.com', password: 'cluster-pass-1' };
const RATE_LIMIT = 30;

interface Answer {
  status: number;
  body: string;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let serial = 0;
/** Every client its own address (TRUST_PROXY): only the rate-limit test shares one. */
const nextAddress = () => {
  serial += 1;
  return `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`;
};

/** One request on a connection of its own, as a load balancer's upstream request. */
function call(
  port: number,
  method: string,
  path: string,
  options: { token?: string; payload?: unknown; address?: string } = {},
): Promise<Answer> {
  const body = options.payload === undefined ? undefined : JSON.stringify(options.payload);
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          'x-forwarded-for': options.address ?? nextAddress(),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          done({ status: res.statusCode!, body: text, json: () => JSON.parse(text) as never }),
        );
        res.on('error', fail);
      },
    );
    // An error before any answer: the request never reached a handler.
    req.on('error', (err) => fail(Object.assign(err, { unanswered: true })));
    req.end(body);
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

interface Node {
  port: number;
  child: ChildProcess;
  output: string[];
}

let databaseUrl = '';
let databaseName = '';
const redisPrefix = `cluster-${randomBytes(4).toString('hex')}:`;

function start(port: number): Node {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix } : {}),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      APP_KEY: Buffer.alloc(32, 7).toString('base64'),
      CAPTCHA: 'off',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      SETTLEMENT_INTERVAL_SECONDS: '0.3',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => output.push(chunk));
  }
  return { port, child, output };
}

async function ready(node: Node, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (node.child.exitCode !== null) {
      throw new Error(`the server exited with ${node.child.exitCode}: ${node.output.join('')}`);
    }
    try {
      if ((await call(node.port, 'GET', '/readyz')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not ready within ${timeoutMs / 1000} s: ${node.output.join('')}`);
}

const stop = (node: Node) =>
  new Promise<number | null>((done) => {
    if (node.child.exitCode !== null) return done(node.child.exitCode);
    node.child.once('exit', (code) => done(code));
    node.child.kill('SIGTERM');
  });

async function sql(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

const nodes: Node[] = [];
let admin = '';

async function signIn(port: number) {
  const res = await call(port, 'POST', '/api/tokens', {
    payload: { auth_type: 'admin', admin: ADMIN },
  });
  expect(res.status, res.body).toBe(201);
  return res.json<{ token: string }>().token;
}

/** An admin's events socket on one process, once it has said `ready`. */
async function eventsSocket(port: number, token: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, {
    headers: { 'x-forwarded-for': nextAddress() },
  });
  const heard: { type: string; data: Record<string, unknown> }[] = [];
  await new Promise<void>((done, fail) => {
    socket.once('error', fail);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (message.type === 'ready') done();
      else heard.push(message);
    });
  });
  return { socket, heard };
}


async function member(port: number, balance: number) {
  const name = `m${randomBytes(5).toString('hex')}`;
  const reg = await call(port, 'POST', '/api/member/register', {
    payload: { name, password: 'member-pass-1', pay_password: '246810' },
  });
  expect(reg.status, reg.body).toBe(201);
  const token: string = reg.json().token;
  const id: number = (await call(port, 'GET', '/api/member/me', { token })).json().data.id;
  const top = await call(port, 'POST', `/api/users/${id}/balance`, {
    token: admin,
    payload: { amount: balance, reason: 'bonus', remarks: 'top-up' },
  });
  expect(top.status, top.body).toBe(201);
  return { id, token };
}

async function project(port: number) {
  const cat = await call(port, 'POST', '/api/project-categories', {
    token: admin,
    payload: { name: `Cluster ${randomBytes(3).toString('hex')}`, sort: 1 },
  });
  expect(cat.status, cat.body).toBe(201);
  const res = await call(port, 'POST', '/api/projects', {
    token: admin,
    payload: {
      name: 'Short',
      category_id: cat.json().data.id,
      min_amount: 100,
      profit_percent: '10',
      period_minutes: 1,
      max_times: 0,
    },
  });
  expect(res.status, res.body).toBe(201);
  return res.json().data.id as number;
}

const invest = (port: number, token: string, projectId: number, amount: number) =>
  call(port, 'POST', '/api/member/investments', { token, payload: { project_id: projectId, amount } });

describe.runIf(process.env.TEST_DB === 'postgres' && baseUrl)(
  'three server processes on one database',
  () => {
    beforeAll(async () => {
      databaseName = `cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
      await sql(baseUrl!, `create database ${databaseName}`);
      databaseUrl = Object.assign(new URL(baseUrl!), { pathname: `/${databaseName}` }).toString();
      // All three at once on the empty database, as a deployment starts them: they take turns to make the
      // schema and the first admin.
      const ports = await Promise.all([freePort(), freePort(), freePort()]);
      nodes.push(...ports.map(start));
      await Promise.all(nodes.map((n) => ready(n)));
      admin = await signIn(nodes[0]!.port);
    }, 90_000);

    afterAll(async () => {
      await Promise.all(nodes.map(stop));
      if (databaseName) await sql(baseUrl!, `drop database if exists ${databaseName} with (force)`);
    });

    it('an investment made through one process reaches the events sockets on the other two', async () => {
      const [a, b, c] = nodes as [Node, Node, Node];
      const listeners = await Promise.all([eventsSocket(b.port, admin), eventsSocket(c.port, admin)]);
      try {
        const projectId = await project(a.port);
        const m = await member(a.port, 10_000);
        const res = await invest(a.port, m.token, projectId, 1_234);
        expect(res.status, res.body).toBe(201);
        const deadline = Date.now() + 5_000;
        const heardIt = () =>
          listeners.every((l) =>
            l.heard.some((e) => e.type === 'investment.created' && e.data.amount === 1_234),
          );
        while (!heardIt() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        for (const l of listeners) {
          expect(l.heard.filter((e) => e.type === 'investment.created')).toMatchObject([
            { data: { amount: 1_234, user: { id: m.id } } },
          ]);
        }
      } finally {
        for (const l of listeners) l.socket.close();
      }
    });

    it('an admin token signed out through one process is refused by all three within a second', async () => {
      const token = await signIn(nodes[1]!.port);
      for (const n of nodes)
        expect((await call(n.port, 'GET', '/api/admins/me', { token })).status).toBe(200);
      const out = await call(nodes[0]!.port, 'POST', '/logout', { token });
      expect(out.status, out.body).toBe(204);
      const signedOutAt = Date.now();
      const refusedAfter = await Promise.all(
        nodes.map(async (n) => {
          while (Date.now() - signedOutAt < 3_000) {
            if ((await call(n.port, 'GET', '/api/admins/me', { token })).status === 401) {
              return Date.now() - signedOutAt;
            }
            await new Promise((r) => setTimeout(r, 20));
          }
          return Infinity;
        }),
      );
      for (const ms of refusedAfter) expect(ms).toBeLessThan(1_000);
    });

    it.runIf(redisUrl)('one client is limited across the three processes together', async () => {
      const address = '192.0.2.77';
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT + 9; i++) {
        statuses.push(
          (await call(nodes[i % 3]!.port, 'GET', '/api/admins/me', { token: admin, address })).status,
        );
      }
      // Each process alone would let 30 through, 90 in all; together they let 30.
      expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT);
      expect(statuses.slice(RATE_LIMIT)).toEqual(Array(9).fill(429));
    });

    it('the three settlement jobs settle each due investment exactly once', async () => {
      const projectId = await project(nodes[0]!.port);
      const members = await Promise.all([member(nodes[1]!.port, 50_000), member(nodes[2]!.port, 50_000)]);
      const amounts = [1_000, 1_100, 1_200, 1_300, 1_400, 1_500];
      for (const [i, amount] of amounts.entries()) {
        const m = members[i % 2]!;
        const res = await invest(nodes[i % 3]!.port, m.token, projectId, amount);
        expect(res.status, res.body).toBe(201);
      }
      // The shortest period is a minute: the test moves the settlement time of these into the past.
      await sql(
        databaseUrl,
        `update investments set settle_at = now() - interval '1 second' where status = 'active'`,
      );

      const list = (port: number, userId: number) =>
        call(port, 'GET', `/api/investments?filter[user_id]=${userId}&per_page=50`, { token: admin });
      const deadline = Date.now() + 10_000;
      let settled = 0;
      while (Date.now() < deadline) {
        const pages = await Promise.all(members.map((m) => list(nodes[0]!.port, m.id)));
        settled = pages
          .flatMap((p) => p.json().data)
          .filter((i: { status: string }) => i.status === 'settled').length;
        if (settled === amounts.length) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(settled).toBe(amounts.length);
      // Let any late sweep run, then count the settlement records and the money they moved.
      await new Promise((r) => setTimeout(r, 1_000));
      for (const [k, m] of members.entries()) {
        const mine = amounts.filter((_, i) => i % 2 === k);
        const records = await call(
          nodes[2]!.port,
          'GET',
          `/api/balance-records?filter[user_id]=${m.id}&filter[kind]=settlement&per_page=50`,
          { token: admin },
        );
        expect(records.status, records.body).toBe(200);
        expect(
          records
            .json()
            .data.map((r: { amount: number }) => r.amount)
            .sort(),
        ).toEqual(mine.map((a) => a + a / 10).sort());
        const me = await call(nodes[1]!.port, 'GET', '/api/member/me', { token: m.token });
        expect(me.json().data.balance).toBe(50_000 + mine.reduce((s, a) => s + a / 10, 0));
      }
    });

    it('a rolling restart under load answers every request', async () => {
      const live = new Set(nodes.map((n) => n.port));
      const ports = nodes.map((n) => n.port);
      let running = true;
      let next = 0;
      const answers: number[] = [];
      const failures: string[] = [];
      // A load balancer: round robin over the processes; when a stopping or stopped process refuses the
      // connection, or resets it before any answer (a connection still queued when it closes its listening
      // socket: TCP answers those with a reset), the next process (nginx's `proxy_next_upstream error`).
      // Any HTTP answer other than 200, and any failure of a process that is not stopping, is a failure.
      const client = async () => {
        while (running) {
          for (let tries = 0; tries < ports.length * 20; tries++) {
            const port = ports[next++ % ports.length]!;
            try {
              const res = await call(port, 'GET', '/api/admins/me', { token: admin });
              answers.push(res.status);
              if (res.status !== 200) failures.push(`${port}: ${res.status} ${res.body}`);
              break;
            } catch (err) {
              const { code, unanswered } = err as { code?: string; unanswered?: boolean };
              if (!live.has(port) && (code === 'ECONNREFUSED' || (code === 'ECONNRESET' && unanswered))) {
                continue;
              }
              failures.push(`${port}: ${code ?? String(err)}`);
              break;
            }
          }
        }
      };
      const clients = Array.from({ length: 4 }, client);
      try {
        for (const [i, node] of nodes.entries()) {
          await new Promise((r) => setTimeout(r, 300));
          live.delete(node.port);
          const before = answers.length;
          expect(await stop(node)).toBe(0);
          nodes[i] = start(node.port);
          await ready(nodes[i]!);
          live.add(node.port);
          expect(answers.length).toBeGreaterThan(before);
        }
        await new Promise((r) => setTimeout(r, 300));
      } finally {
        running = false;
        await Promise.all(clients);
      }
      expect(failures).toEqual([]);
      expect(answers.length).toBeGreaterThan(100);
    }, 60_000);
  },
);
