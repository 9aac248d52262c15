// Grid benchmark: builds bench pages that mount 100 000 rows, serves them on 127.0.0.1 and measures
// them in headless Chromium: the time to the first frame showing rows, and the frame times while a
// script scrolls the grid to its last row. The DataGrid page is measured against antd's virtual Table.
// Usage: node bench/grid/run.mjs [--runs 5] [--frames 600]
/* global window -- the page.evaluate callbacks run in the bench page, not in Node. */
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { findChromium } from '../../apps/web/e2e/find-chromium.mjs';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, frames: { type: 'string', default: '600' } },
});
const runs = Number(options.runs);
const frames = Number(options.frames);
const here = import.meta.dirname;
const pages = [
  { name: 'DataGrid (TanStack Table + Virtual)', file: 'index.html' },
  { name: 'antd Table, virtual', file: 'antd-table.html' },
];
const contentTypes = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function serve(root) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path);
    if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await page.waitForFunction(() => window.__bench?.scrollToEnd !== undefined, null, { timeout: 60_000 });
  const firstRender = await page.evaluate(() => ({
    generateMs: window.__bench.generateMs,
    mountToFirstFrameMs: window.__bench.mountToFirstFrameMs,
    navigationToFirstFrameMs: window.__bench.navigationToFirstFrameMs,
  }));
  // Let the first-render work settle before timing frames.
  await page.waitForTimeout(500);
  const scroll = await page.evaluate((count) => window.__bench.scrollToEnd(count), frames);
  await context.close();
  if (errors.length > 0) throw new Error(`page errors on ${url}: ${errors.join('; ')}`);
  return { ...firstRender, ...scroll };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);

const outDir = mkdtempSync(join(tmpdir(), 'grid-bench-'));
let server;
let browser;
try {
  await build({ configFile: resolve(here, 'vite.config.mjs'), build: { outDir } });
  server = await serve(outDir);
  const { port } = server.address();
  browser = await chromium.launch({
    executablePath: await findChromium(),
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
  console.log(
    `Chromium ${browser.version()} · ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'} · load ${load()}`,
  );
  console.log(
    `100 000 rows; median of ${runs} runs, pages alternating; scroll: top to last row in ${frames} frames\n`,
  );
  // Alternating the pages spreads any change in machine load over both alike.
  const results = pages.map(() => []);
  for (let run = 0; run < runs; run++) {
    for (const [index, { file }] of pages.entries()) {
      results[index].push(await measure(browser, `http://127.0.0.1:${port}/${file}`));
    }
  }
  for (const [index, { name }] of pages.entries()) {
    const pick = (key) => median(results[index].map((result) => result[key]));
    console.log(name);
    console.log(`  generate 100 000 rows           ${ms(pick('generateMs'))}`);
    console.log(`  render call → first frame       ${ms(pick('mountToFirstFrameMs'))}`);
    console.log(`  navigation → first frame        ${ms(pick('navigationToFirstFrameMs'))}`);
    console.log(`  scroll: longest frame           ${ms(pick('longestMs'))}`);
    console.log(
      `  scroll: p99 / p95 / mean frame  ${ms(pick('p99Ms'))} ${ms(pick('p95Ms'))} ${ms(pick('meanMs'))}`,
    );
    console.log(`  scroll: frames, rows in DOM     ${pick('frames')} frames, ${pick('rowsInDom')} rows`);
    console.log(
      `  reached the last row            ${results[index].every((result) => result.reachedEnd) ? 'yes' : 'NO'}\n`,
    );
  }
  console.log(`load at the end ${load()}`);
} finally {
  await browser?.close();
  server?.close();
  rmSync(outDir, { recursive: true, force: true });
}
