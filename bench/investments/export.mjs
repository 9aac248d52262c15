// The investments export, rows per second: GET /api/investments/export of every row, streamed from the
// product's server, against psql's `COPY (…) TO STDOUT` of the same rows and columns, both read to the end
// by this process. The server's resident memory is sampled through a small export (one member), a
// tenth of the rows, and all of them twice: flat memory means the second full export (rows 2 000 001 to
// 4 000 000 through the process) peaks no higher than the first — the heap settles, it does not grow.
import { spawn } from 'node:child_process';
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

/** Reads a download to its end, sampling the server's memory; answers rows, seconds and memory. */
async function download(url, token, pid) {
  const samples = [];
  const sample = () => samples.push({ at: performance.now(), rss: rssOf(pid) });
  sample();
  const timer = setInterval(sample, 100);
  const started = performance.now();
  let lines = 0;
  let encoding;
  try {
    // Node's fetch asks for gzip as a browser would and inflates what comes: the export is measured as
    // it travels, compressed on the fly by the server.
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    encoding = response.headers.get('content-encoding') ?? 'identity';
    for await (const chunk of response.body) lines += newlines(chunk);
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - started) / 1000;
  sample();
  const during = samples.slice(1);
  const peak = (list) => Math.max(...list.map((s) => s.rss));
  return {
    rows: lines - 1,
    encoding,
    seconds,
    perSecond: (lines - 1) / seconds,
    rssBefore: samples[0].rss,
    rssPeak: peak(during),
  };
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
    `  product ${full.perSecond.toFixed(0)} rows/s (${full.rows} in ${full.seconds.toFixed(1)} s, ${full.encoding}), ` +
      `COPY ${raw.perSecond.toFixed(0)} rows/s (${raw.rows} in ${raw.seconds.toFixed(1)} s): ${(ratio * 100).toFixed(0)}%`,
  );
  console.log(
    `  server memory peaks: ${small.rows} rows ${mb(small.rssPeak)}, ${tenth.rows} rows ${mb(tenth.rssPeak)}, ` +
      `${full.rows} rows ${mb(full.rssPeak)}, the same again ${mb(again.rssPeak)} (${mb(small.rssBefore)} before)`,
  );
  return { product: full, small, tenth, again, baseline: raw, ratio };
}
