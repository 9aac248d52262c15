// Admin balance edits per second: POST /api/users/{id}/balance on random members with 8 connections,
// against pgbench running the raw lock-update-insert transaction with 8 clients, and between the two the
// same transaction behind a minimal Fastify route over a bare `pg` pool (bare-edit-server.mjs), loaded
// like the product: what any Node server on this machine can reach.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pct, inRounds } from './rounds.mjs';
import { loadWithWrk } from './wrk.mjs';

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

/** Edits per second through `prefix + id + suffix` on random members, CLIENTS connections. */
const edits = ({ url, headers, body, prefix, suffix, members, seconds, what }) =>
  loadWithWrk({
    url,
    headers,
    connections: CLIENTS,
    seconds,
    post: { body, prefix, suffix, ids: members },
    what,
  });

const product = ({ url, token, members, seconds }) =>
  edits({
    url,
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ amount: AMOUNT, reason: 'other', remarks: 'bench' }),
    prefix: '/api/users/',
    suffix: '/balance',
    members,
    seconds,
    what: 'balance edits',
  });

const bareNode = ({ bare, members, seconds }) =>
  edits({ url: bare, prefix: '/edits/', members, seconds, what: 'bare-Node edits' });

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

/** Product, bare route and pgbench back to back, in rounds (rounds.mjs): the median round, and all. */
export async function measureBalanceEdits(options) {
  const { median, all } = await inRounds(options.rounds, async (i) => {
    const mine = await product(options);
    const bare = await bareNode(options);
    const raw = pgbench(options);
    const round = {
      product: mine,
      bare,
      baseline: raw,
      ratio: mine.perSecond / raw.perSecond,
      bareRatio: bare.perSecond / raw.perSecond,
      ofBare: mine.perSecond / bare.perSecond,
    };
    console.log(
      `  round ${i + 1}: product ${mine.perSecond.toFixed(0)} edits/s (p99 ${mine.p99} ms), ` +
        `bare-Node route ${bare.perSecond.toFixed(0)} (p99 ${bare.p99} ms), pgbench ${raw.perSecond.toFixed(0)} tps: ` +
        `product/pgbench ${pct(round.ratio)}, bare-Node/pgbench ${pct(round.bareRatio)}, product/bare-Node ${pct(round.ofBare)}`,
    );
    return round;
  });
  return { ...median, rounds: all };
}
