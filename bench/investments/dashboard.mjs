// The dashboard under 20 concurrent connections: the product's route, which answers figures at most 10 s
// old from its memory of each range, against a minimal route over a bare pg pool that computes the same
// figures with the product's own statements from the raw tables on every request
// (dashboard-baseline-server.mjs).
import pg from 'pg';
import { inRounds, medianOf } from './rounds.mjs';
import { loadWithWrk } from './wrk.mjs';

// The bare route takes seconds a request, 20 at a time far longer: wrk waits that long for an answer before
// it counts the request as failed. It stops at the end of its time without waiting for the requests in
// flight, whose statements run on: each measurement waits for them to end (untilIdle).
const BASELINE_TIMEOUT_S = 300;

async function probe(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

/** Waits until no statement of the database is running but this one (wrk leaves requests unanswered). */
async function untilIdle(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      if (rows[0].n === 0) return;
      await new Promise((done) => setTimeout(done, 500));
    }
  } finally {
    await client.end();
  }
}

/**
 * Each case on the product (after one request that fills its memory), then on the bare route, in rounds;
 * answers per case the median round by throughput ratio, the median of the product's p99s, and the bare
 * route's time for one request alone (the median of three).
 */
export async function measureDashboard({
  product,
  baseline,
  token,
  cases,
  connections,
  seconds,
  baselineSeconds,
  rounds,
  database,
}) {
  const headers = { authorization: `Bearer ${token}` };
  const out = [];
  for (const c of cases) {
    const alone = [];
    for (let i = 0; i < 3; i++) alone.push(await probe(`${baseline}/${c.name}`, {}));
    const aloneMs = medianOf(alone);
    console.log(`  ${c.title}: the bare route alone ${aloneMs.toFixed(0)} ms a request`);
    const { median, all } = await inRounds(rounds, async () => {
      await probe(`${product}${c.path}`, headers);
      const mine = await loadWithWrk({ url: `${product}${c.path}`, headers, connections, seconds });
      await untilIdle(database);
      const raw = await loadWithWrk({
        url: `${baseline}/${c.name}`,
        connections,
        seconds: baselineSeconds,
        timeout: BASELINE_TIMEOUT_S,
        warmUp: false,
      });
      await untilIdle(database);
      const ratio = mine.perSecond / raw.perSecond;
      console.log(
        `  ${c.title}: product ${mine.perSecond.toFixed(0)} req/s (p50 ${mine.p50} ms, p99 ${mine.p99} ms), ` +
          `bare route ${raw.perSecond.toFixed(2)} req/s (p50 ${raw.p50} ms, p99 ${raw.p99} ms): ×${ratio.toFixed(0)}`,
      );
      return { product: mine, baseline: raw, ratio };
    });
    const p99s = all.map((r) => r.product.p99);
    out.push({
      ...c,
      ...median,
      rounds: all,
      aloneMs,
      p99: { median: medianOf(p99s), min: Math.min(...p99s), max: Math.max(...p99s) },
      baselineP99: medianOf(all.map((r) => r.baseline.p99)),
    });
  }
  return out;
}
