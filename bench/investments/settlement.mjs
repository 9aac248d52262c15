// Settlement sweep, rows per second: the product's sweep (settleDueBatch in batches of 500, as the job
// runs it) settles the next ROWS due investments; then the raw batched SQL sweep, one statement per batch
// of 500, settles the ROWS after those. Both run on the working copy, with a sweep time in the future.
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { settleDueBatch } from '../../apps/server/src/jobs/settlement-sweep.ts';

const BATCH = 500;

// Claim, mark settled, credit each member once, and write one ledger record per investment with the
// running balance before and after: the same effect as the product's sweep, in one statement.
const rawBatch = `
with due as (
  select id, user_id, amount + profit as credit from investments
  where status = 'active' and settle_at <= $1
  order by settle_at, id limit ${BATCH}
  for update skip locked
), settled as (
  update investments i set status = 'settled', settled_at = $1 from due where i.id = due.id
  returning due.id, due.user_id, due.credit
), per_member as (
  select user_id, sum(credit) as credit from settled group by user_id
), credited as (
  update users u set balance = u.balance + p.credit, updated_at = now() from per_member p
  where u.id = p.user_id
  returning u.id, u.balance - p.credit as start
)
insert into balance_records (user_id, amount, balance_before, balance_after, kind, reference_id)
select s.user_id, s.credit, c.start + sum(s.credit) over w - s.credit, c.start + sum(s.credit) over w,
       'settlement', s.id
from settled s join credited c on c.id = s.user_id
window w as (partition by s.user_id order by s.id)`;

/** The settle_at by which `rows` more active investments are due. */
async function dueBy(client, rows) {
  const result = await client.query(
    `select settle_at from investments where status = 'active' order by settle_at, id offset $1 limit 1`,
    [rows - 1],
  );
  if (!result.rows.length) throw new Error(`fewer than ${rows} active investments left: run with --fresh`);
  return result.rows[0].settle_at;
}

export async function measureSettlement({ url, rows }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const database = await openDatabase({ url });
  try {
    const productBy = await dueBy(client, rows);
    let settled = 0;
    let started = performance.now();
    for (;;) {
      const batch = await settleDueBatch(database.db, { batchSize: BATCH, now: productBy });
      settled += batch.settled.length;
      if (batch.settled.length < BATCH) break;
    }
    const mine = { rows: settled, seconds: (performance.now() - started) / 1000 };

    const rawBy = await dueBy(client, rows);
    settled = 0;
    started = performance.now();
    for (;;) {
      const result = await client.query(rawBatch, [rawBy]);
      settled += result.rowCount ?? 0;
      if ((result.rowCount ?? 0) < BATCH) break;
    }
    const raw = { rows: settled, seconds: (performance.now() - started) / 1000 };

    const perSecond = (r) => r.rows / r.seconds;
    const ratio = perSecond(mine) / perSecond(raw);
    console.log(
      `  product ${perSecond(mine).toFixed(0)} rows/s (${mine.rows} in ${mine.seconds.toFixed(1)} s), ` +
        `raw SQL ${perSecond(raw).toFixed(0)} rows/s (${raw.rows} in ${raw.seconds.toFixed(1)} s): ${(ratio * 100).toFixed(0)}%`,
    );
    return {
      product: { ...mine, perSecond: perSecond(mine) },
      baseline: { ...raw, perSecond: perSecond(raw) },
      ratio,
    };
  } finally {
    await client.end();
    await database.close();
  }
}
