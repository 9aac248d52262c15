// Admin balance edits per second: POST /api/users/{id}/balance on random members with 8 connections,
// against pgbench running the raw lock-update-insert transaction with 8 clients.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const CLIENTS = 8;
const AMOUNT = 100;

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

async function product({ url, token, members, seconds }) {
  const span = members.max - members.min + 1;
  const options = {
    url,
    connections: CLIENTS,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        body: JSON.stringify({ amount: AMOUNT, remarks: 'bench' }),
        setupRequest: (request) => ({
          ...request,
          path: `/api/users/${members.min + Math.floor(Math.random() * span)}/balance`,
        }),
      },
    ],
  };
  await fire({ ...options, duration: 2 });
  const result = await fire({ ...options, duration: seconds });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed) throw new Error(`balance edits: ${failed} failed requests`);
  return { perSecond: result.requests.average, p99: result.latency.p99 };
}

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
  const raw = pgbench(options);
  const ratio = mine.perSecond / raw.perSecond;
  console.log(
    `  product ${mine.perSecond.toFixed(0)} edits/s (p99 ${mine.p99} ms), pgbench ${raw.perSecond.toFixed(0)} tps: ` +
      `${(ratio * 100).toFixed(0)}%`,
  );
  return { product: mine, baseline: raw, ratio };
}
