// The investments export, rows per second: GET /api/investments/export of every row, streamed from the
// product's server, against psql's `COPY (…) TO STDOUT` of the same rows and columns, both read to the end
// by this process. The server's resident memory is sampled through a small export (one member), a
// tenth of the rows, and all of them twice: flat memory means the second full export (rows 2 000 001 to
// 4 000 000 through the process) peaks no higher than the first — the heap settles, it does not grow.
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rssOf } from './servers.mjs';

const copySql = `copy (
  select i.id, i.user_id, u.name, i.project_id, p.name, i.amount, i.profit_percent, i.profit, i.status,
         i.created_at, i.settle_at, i.settled_at
  from investments i join users u on u.id = i.user_id join projects p on p.id = i.project_id
  order by i.created_at desc, i.id desc
) to stdout with (format csv, header)`;

const newlines = (chunk) => {
  let n = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n++;
  return n;
};

/** The body as it came, inflated after the clock stopped: the rows are counted, not timed. */
function inflated(body, encoding) {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/**
 * Reads a download to its end, sampling the server's memory; answers rows, seconds and memory. It asks for
 * gzip or brotli as a browser does and is timed to the last byte as it travels, compressed by the server
 * on the fly. Inflating it here as it comes would put the client's work on the server's two cores (a
 * 2 000 000-row export took twice as long so, as fast uncompressed); it is inflated after the clock stops.
 */
function download(url, token, pid) {
  const samples = [];
  const sample = () => samples.push({ at: performance.now(), rss: rssOf(pid) });
  sample();
  const timer = setInterval(sample, 100);
  const started = performance.now();
  return new Promise((done, fail) => {
    const request = get(url, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    });
    request.on('error', fail);
    request.on('response', (response) => {
      if (response.statusCode !== 200) fail(new Error(`${url}: ${response.statusCode}`));
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () => {
        const seconds = (performance.now() - started) / 1000;
        clearInterval(timer);
        sample();
        const encoding = response.headers['content-encoding'] ?? 'identity';
        const body = Buffer.concat(chunks);
        const rows = newlines(inflated(body, encoding)) - 1;
        const during = samples.slice(1);
        done({
          rows,
          encoding,
          bytes: body.length,
          seconds,
          perSecond: rows / seconds,
          rssBefore: samples[0].rss,
          rssPeak: Math.max(...during.map((s) => s.rss)),
        });
      });
    });
  });
}

function copy(server, database) {
  const { hostname, port, username } = new URL(server);
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(
      'psql',
      ['-h', hostname, '-p', port || '5432', '-U', username || 'postgres', '-d', database, '-Xqc', copySql],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let lines = 0;
    child.stdout.on('data', (chunk) => (lines += newlines(chunk)));
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`psql COPY stopped with ${code}`));
      const seconds = (performance.now() - started) / 1000;
      done({ rows: lines - 1, seconds, perSecond: (lines - 1) / seconds });
    });
  });
}

const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

export async function measureExport({ product, token, pid, server, database, smallFilter, tenthFilter }) {
  const small = await download(`${product}/api/investments/export?${smallFilter}`, token, pid);
  const tenth = await download(`${product}/api/investments/export?${tenthFilter}`, token, pid);
  const full = await download(`${product}/api/investments/export`, token, pid);
  const again = await download(`${product}/api/investments/export`, token, pid);
  const raw = await copy(server, database);
  const ratio = full.perSecond / raw.perSecond;
  console.log(
    `  product ${full.perSecond.toFixed(0)} rows/s (${full.rows} in ${full.seconds.toFixed(1)} s, ${full.encoding}, ${(full.bytes / 1e6).toFixed(0)} MB on the wire), ` +
      `COPY ${raw.perSecond.toFixed(0)} rows/s (${raw.rows} in ${raw.seconds.toFixed(1)} s): ${(ratio * 100).toFixed(0)}%`,
  );
  console.log(
    `  server memory peaks: ${small.rows} rows ${mb(small.rssPeak)}, ${tenth.rows} rows ${mb(tenth.rssPeak)}, ` +
      `${full.rows} rows ${mb(full.rssPeak)}, the same again ${mb(again.rssPeak)} (${mb(small.rssBefore)} before)`,
  );
  return { product: full, small, tenth, again, baseline: raw, ratio };
}
