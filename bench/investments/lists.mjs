// The investments list under 50 concurrent connections: the product's route against a minimal Fastify
// route running the same statements over a bare pg pool of the same size.
import { inRounds, medianOf, pct } from './rounds.mjs';
import { loadWithWrk } from './wrk.mjs';

async function load(url, headers, { connections, seconds }) {
  const probe = await fetch(url, { headers });
  if (!probe.ok) throw new Error(`${url}: ${probe.status} ${(await probe.text()).slice(0, 300)}`);
  return loadWithWrk({ url, headers, connections, seconds });
}

/**
 * Each case measured on the product, then on the baseline, in rounds (rounds.mjs); answers per case the
 * median round by ratio, the median of the product's p99s, and every round's figures.
 */
export async function measureLists({ product, baseline, token, cases, connections, seconds, rounds }) {
  const out = [];
  for (const c of cases) {
    const { median, all } = await inRounds(rounds, async () => {
      const mine = await load(
        `${product}${c.path}`,
        { authorization: `Bearer ${token}` },
        { connections, seconds },
      );
      const raw = await load(`${baseline}/${c.name}`, {}, { connections, seconds });
      const ratio = mine.perSecond / raw.perSecond;
      console.log(
        `  ${c.title}: product ${mine.perSecond.toFixed(0)} req/s (p50 ${mine.p50} ms, p99 ${mine.p99} ms), ` +
          `baseline ${raw.perSecond.toFixed(0)} req/s (p99 ${raw.p99} ms): ${pct(ratio)}`,
      );
      return { product: mine, baseline: raw, ratio };
    });
    // Latency is a figure of its own: the median of the rounds' p99s, not the p99 of the median round.
    const p99s = all.map((r) => r.product.p99);
    out.push({
      ...c,
      ...median,
      rounds: all,
      p99: { median: medianOf(p99s), min: Math.min(...p99s), max: Math.max(...p99s) },
      baselineP99: medianOf(all.map((r) => r.baseline.p99)),
    });
  }
  return out;
}
