// Admin balance edits per second: POST /api/users/{id}/balance on random members with 8 connections,
// against pgbench running the raw lock-update-insert transaction with 8 clients, and between the two the
// same transaction behind a minimal Fastify route over a bare `pg` pool (bare-edit-server.mjs), loaded
// like the product: what any Node server on this machine can reach.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const CLIENTS = 8;
export const AMOUNT = 100;

// The ledger's own steps, nothing else: lock the member, move the balance, write the record.
const rawTransaction = `\\set uid random(:minuid, :maxuid)
BEGIN;
SELECT balance FROM users WHERE id = :uid FOR UPDATE;
UPDATE users SET balance = balance + ${AMOUNT}, updated_at = now() WHERE id = :uid;
INSERT INTO balance_records (user_id, amount, balance_before, balance_after, kind, operator_id, remarks)
  SELECT id, ${AMOUNT}, balance - ${AMOUNT}, balance, 'recharge', :admin, 'bench' FROM users WHERE id = :uid;
END;
`;

const fire = (options) =>
  new Promise((done, fail) => {
    autocannon(options, (err, result) => (err ? fail(err) : done(result)));
  });

/** Edits per second through `path(id)` on random members, CLIENTS connections, after 2 s of warm-up. */
async function edits({ url, headers, body, path, members, seconds, what }) {
  const span = members.max - members.min + 1;
  const options = {
    url,
    connections: CLIENTS,
    headers,
    requests: [
      {
        method: 'POST',
        body,
        setupRequest: (request) => ({
          ...request,
          path: path(members.min + Math.floor(Math.random() * span)),
        }),
      },
    ],
  };
  await fire({ ...options, duration: 2 });
  const result = await fire({ ...options, duration: seconds });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed) throw new Error(`${what}: ${failed} failed requests`);
  return { perSecond: result.requests.average, p99: result.latency.p99 };
}

const product = ({ url, token, members, seconds }) =>
  edits({
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: AMOUNT, remarks: 'bench' }),
    path: (id) => `/api/users/${id}/balance`,
    members,
    seconds,
    what: 'balance edits',
  });

const bareNode = ({ bare, members, seconds }) =>
  edits({ url: bare, path: (id) => `/edits/${id}`, members, seconds, what: 'bare-Node edits' });

function pgbench({ server, database, members, admin, seconds }) {
  const dir = mkdtempSync(join(tmpdir(), 'balance-edit-'));
  try {
    const script = join(dir, 'edit.sql');
    writeFileSync(script, rawTransaction);
    const { hostname, port, username } = new URL(server);
    const output = execFileSync(
      'pgbench',
      [
        ...['-h', hostname, '-p', port || '5432', '-U', username || 'postgres'],
        ...['-n', '-M', 'prepared', '-c', String(CLIENTS), '-j', '2', '-T', String(seconds), '-f', script],
        ...['-D', `minuid=${members.min}`, '-D', `maxuid=${members.max}`, '-D', `admin=${admin}`],
        database,
      ],
      { encoding: 'utf8' },
    );
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench said:\n${output}`);
    return { perSecond: tps };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureBalanceEdits(options) {
  const mine = await product(options);
  const bare = await bareNode(options);
  const raw = pgbench(options);
  const pct = (r) => `${(r * 100).toFixed(0)}%`;
  const ratio = mine.perSecond / raw.perSecond;
  const bareRatio = bare.perSecond / raw.perSecond;
  const ofBare = mine.perSecond / bare.perSecond;
  console.log(`  product          ${mine.perSecond.toFixed(0)} edits/s (p99 ${mine.p99} ms)`);
  console.log(`  bare-Node route  ${bare.perSecond.toFixed(0)} edits/s (p99 ${bare.p99} ms)`);
  console.log(`  pgbench          ${raw.perSecond.toFixed(0)} tps`);
  console.log(
    `  product/pgbench ${pct(ratio)}, bare-Node/pgbench ${pct(bareRatio)}, product/bare-Node ${pct(ofBare)}`,
  );
  return { product: mine, bare, baseline: raw, ratio, bareRatio, ofBare };
}
