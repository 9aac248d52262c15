// Load through wrk (Debian's `wrk`), a load generator written in C, as pgbench is on the other side of
// the edits' comparison. On these 2 cores the load generator shares the CPU with the server and
// PostgreSQL: in alternating runs the product made 2 630 and 2 300 edits/s under wrk against 2 510 and
// 2 082 under autocannon (Node), which took that share for itself.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

const RANDOM_ID_SCRIPT = resolve(import.meta.dirname, 'wrk-random-id.lua');

const run = (args, env) =>
  new Promise((done, fail) => {
    execFile('wrk', args, { env: { ...process.env, ...env } }, (err, stdout, stderr) => {
      if (err?.code === 'ENOENT') fail(new Error('wrk is not installed: apt-get install -y wrk'));
      else if (err) fail(new Error(`wrk: ${err.message}\n${stderr}`));
      else done(stdout);
    });
  });

const MS = { us: 0.001, ms: 1, s: 1000 };
function millis(output, percentile) {
  const found = new RegExp(`^\\s+${percentile}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(output);
  if (!found) throw new Error(`wrk gave no ${percentile}% latency:\n${output}`);
  return Number((Number(found[1]) * MS[found[2]]).toFixed(2));
}

function measured(output, what) {
  const failed =
    Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0) +
    (/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
      .exec(output)
      ?.slice(1)
      .reduce((sum, n) => sum + Number(n), 0) ?? 0);
  if (failed) throw new Error(`${what}: ${failed} failed requests\n${output}`);
  return {
    perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]),
    p50: millis(output, 50),
    p99: millis(output, 99),
    requests: Number(/(\d+) requests in/.exec(output)?.[1]),
  };
}

/**
 * Requests per second and latency of `url` under `connections` for `seconds`, after 2 s of warm-up.
 * `post` sends that JSON body to `prefix + a random id in ids + suffix` instead of GETting `url`.
 * `timeout` (seconds, wrk's default 2) is how long a request may take before it counts as failed; a
 * request that takes longer than a warm-up would still be running after it, so `warmUp: false` leaves it out.
 */
export async function loadWithWrk({
  url,
  headers = {},
  connections,
  seconds,
  post,
  what = url,
  timeout,
  warmUp = true,
}) {
  const args = ['-t1', `-c${connections}`, '--latency'];
  if (timeout) args.push('--timeout', `${timeout}s`);
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  let env = {};
  if (post) {
    args.push('-s', RANDOM_ID_SCRIPT);
    env = {
      WRK_BODY: post.body ?? '',
      WRK_PREFIX: post.prefix,
      WRK_SUFFIX: post.suffix ?? '',
      WRK_MIN_ID: String(post.ids.min),
      WRK_MAX_ID: String(post.ids.max),
    };
  }
  if (warmUp) await run([...args, '-d2s', url], env);
  return measured(await run([...args, `-d${seconds}s`, url], env), what);
}
