import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  createBrotliDecompress,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { member, project } from './money-helpers.ts';

// A built web app as `vite build` leaves it: index.html and hashed scripts, each text file above 1 KB
// with its brotli and gzip copies beside it (apps/web/vite-compressed-copies.ts).
const script = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const line${i} = 'the sign-in page, line ${i}';`).join('\n'),
);
const page = Buffer.from(
  `<!doctype html><html><head>${'<link rel="modulepreload" href="/assets/app-1a2b.js">'.repeat(40)}</head></html>`,
);
const tiny = Buffer.from('export const tiny = 1;');
// The copies are made at the build's highest levels, so their bytes tell them apart from any made on the fly.
const brotliCopy = (content: Buffer) =>
  brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const gzipCopy = (content: Buffer) => gzipSync(content, { level: 9 });

let webDist: string;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  const files: [string, Buffer][] = [
    ['index.html', page],
    ['assets/app-1a2b.js', script],
  ];
  for (const [file, content] of files) {
    writeFileSync(join(webDist, file), content);
    writeFileSync(join(webDist, `${file}.br`), brotliCopy(content));
    writeFileSync(join(webDist, `${file}.gz`), gzipCopy(content));
  }
  writeFileSync(join(webDist, 'assets/tiny-3c4d.js'), tiny);
  t = await createTestApp({ config: { webDist } });
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const fetchAs = (url: string, acceptEncoding?: string, token?: string) =>
  t.request({
    method: 'GET',
    url,
    token,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the web app’s files', () => {
  it('sends the brotli copy of a script to a browser that accepts brotli, immutable', async () => {
    const res = await fetchAs('/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload).toEqual(brotliCopy(script));
    expect(brotliDecompressSync(res.rawPayload)).toEqual(script);
  });

  it('sends the gzip copy when gzip is all the client accepts', async () => {
    const res = await fetchAs('/assets/app-1a2b.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload).toEqual(gzipCopy(script));
    expect(gunzipSync(res.rawPayload)).toEqual(script);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const res = await fetchAs('/assets/app-1a2b.js', acceptEncoding);
      expect(res.headers['content-encoding'], acceptEncoding).toBeUndefined();
      // A cache must not hand this answer to a browser that does accept brotli.
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload).toEqual(script);
    }
  });

  it('sends index.html compressed too, and always fresh', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await fetchAs(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload)).toEqual(page);
    }
  });

  it('sends a file too small to have copies as it is, and never the copies by their own names', async () => {
    const small = await fetchAs('/assets/tiny-3c4d.js', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload).toEqual(tiny);
    expect((await fetchAs('/assets/app-1a2b.js.br', 'br')).statusCode).toBe(404);
  });
});

describe('compressed answers', () => {
  it('compresses a JSON list above 1 KB for a client that asks, and not for one that does not', async () => {
    const plain = await fetchAs('/api/system-menus/tree', undefined, admin);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await fetchAs('/api/system-menus/tree', 'gzip, deflate, br', admin);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await fetchAs('/api/system-menus/tree', 'gzip', admin);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const res = await fetchAs('/api/currencies', 'br, gzip', admin);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data).toBeDefined();
  });

  it('compresses the dashboard’s remembered figures', async () => {
    const url = '/api/dashboard';
    const plain = await fetchAs(url, undefined, admin);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await fetchAs(url, 'br', admin);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('still opens the events socket for a browser that accepts compressed answers', async () => {
    const socket = await t.app.injectWS('/api/ws', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    try {
      const answer = new Promise<string>((resolve) => socket.once('message', (raw) => resolve(String(raw))));
      socket.send(JSON.stringify({ type: 'auth', token: admin }));
      expect(JSON.parse(await answer)).toEqual({ type: 'ready' });
    } finally {
      socket.terminate();
    }
  });
});

describe('a compressed export', () => {
  const ROWS = 60_000;

  it('streams: the first rows arrive compressed long before the last are written', async () => {
    const buyer = await member(t, admin);
    const { id: projectId } = await project(t, admin, { min_amount: 100 });
    await t.database.db.execute(sql`insert into investments
        (user_id, project_id, amount, profit_percent, profit, created_at, settle_at)
      select ${buyer.id}, ${projectId}, n, 7, 0, now() - n * interval '1 second', now()
      from generate_series(1, ${ROWS}) n`);
    // The project's rows come in the export's order from an index: the first is sent at once, unsorted.
    await t.database.db.execute(sql`analyze investments`);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const download = await new Promise<{
      headers: Record<string, unknown>;
      firstRowAt: number;
      endAt: number;
      text: string;
    }>((done, fail) => {
      const started = performance.now();
      const req = get(
        `${address}/api/investments/export?filter[project_id]=${projectId}`,
        { headers: { authorization: `Bearer ${admin}`, 'accept-encoding': 'br' }, agent: false },
        (res) => {
          const unpack = createBrotliDecompress();
          const parts: Buffer[] = [];
          let lines = 0;
          let firstRowAt = 0;
          unpack.on('data', (part: Buffer) => {
            parts.push(part);
            // The header line, then the first row, unpacked from what has arrived so far.
            lines += part.toString().split('\n').length - 1;
            if (!firstRowAt && lines >= 2) firstRowAt = performance.now() - started;
          });
          unpack.on('end', () =>
            done({
              headers: res.headers,
              firstRowAt,
              endAt: performance.now() - started,
              text: Buffer.concat(parts).toString(),
            }),
          );
          unpack.on('error', fail);
          res.pipe(unpack);
        },
      );
      req.on('error', fail);
    });
    expect(download.headers['content-encoding']).toBe('br');
    expect(download.headers['content-type']).toMatch(/^text\/csv/);
    // Sent as it is made: no length known in advance.
    expect(download.headers['content-length']).toBeUndefined();
    expect(download.headers['transfer-encoding']).toBe('chunked');
    expect(download.firstRowAt).toBeGreaterThan(0);
    expect(download.firstRowAt).toBeLessThan(download.endAt / 2);
    const lines = download.text.slice(1).trim().split('\n');
    expect(lines).toHaveLength(1 + ROWS);
    expect(lines[1]).toMatch(new RegExp(`^\\d+,${buyer.id},`));
  });
});
