// The investments list under 50 concurrent connections: the product's route against a minimal Fastify
// route running the same statements over a bare pg pool of the same size.
import autocannon from 'autocannon';

const fire = (options) =>
  new Promise((done, fail) => {
    autocannon(options, (err, result) => (err ? fail(err) : done(result)));
  });

async function load(url, headers, { connections, seconds }) {
  const probe = await fetch(url, { headers });
  if (!probe.ok) throw new Error(`${url}: ${probe.status} ${(await probe.text()).slice(0, 300)}`);
  await fire({ url, headers, connections, duration: 2 }); // warm-up: plans, pools, JIT
  const result = await fire({ url, headers, connections, duration: seconds });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed) throw new Error(`${url}: ${failed} failed requests`);
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

/** Each case measured on the product, then on the baseline; answers both with the ratio. */
export async function measureLists({ product, baseline, token, cases, connections, seconds }) {
  const out = [];
  for (const c of cases) {
    const mine = await load(
      `${product}${c.path}`,
      { authorization: `Bearer ${token}` },
      { connections, seconds },
    );
    const raw = await load(`${baseline}/${c.name}`, {}, { connections, seconds });
    const ratio = mine.perSecond / raw.perSecond;
    console.log(
      `  ${c.title}: product ${mine.perSecond.toFixed(0)} req/s (p50 ${mine.p50} ms, p99 ${mine.p99} ms), ` +
        `baseline ${raw.perSecond.toFixed(0)} req/s (p99 ${raw.p99} ms): ${(ratio * 100).toFixed(0)}%`,
    );
    out.push({ ...c, product: mine, baseline: raw, ratio });
  }
  return out;
}
