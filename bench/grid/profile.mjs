// Where the grid's time goes: records Chromium CPU profiles (CDP Profiler) of the bench page, one from
// the render call to the first frame and one of the scripted scroll, and prints the functions that took the
// most time in each (self time, and total time for the grid's own and TanStack's functions).
// Usage: node bench/grid/profile.mjs [--page index.html] [--frames 600] [--out dir] [--no-build dir]
/* global window -- the page.evaluate callbacks run in the bench page, not in Node. */
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { findChromium } from '../../apps/web/e2e/find-chromium.mjs';

const { values: options } = parseArgs({
  options: {
    page: { type: 'string', default: 'index.html' },
    frames: { type: 'string', default: '600' },
    out: { type: 'string' },
    'no-build': { type: 'string' },
    top: { type: 'string', default: '25' },
    trace: { type: 'boolean', default: false },
  },
});
const here = import.meta.dirname;
const top = Number(options.top);
const contentTypes = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function serve(root) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path);
    if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>blank</title>');
      return;
    }
    response.writeHead(200, { 'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** Self and total time per function (name and source position), in ms. */
function summarise(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfUs = new Map();
  for (let index = 0; index < profile.samples.length; index++) {
    const id = profile.samples[index];
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  }
  const label = (node) => {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const file = url ? url.split('/').pop() : '';
    return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
  };
  const self = new Map();
  const total = new Map();
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    self.set(label(node), (self.get(label(node)) ?? 0) + us);
    // Total: count each function once per stack.
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = label(byId.get(at));
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + us);
    }
  }
  const sum = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const rank = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `  ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`)
      .join('\n');
  return `sampled ${(sum / 1000).toFixed(1)} ms\n self:\n${rank(self)}\n total:\n${rank(total)}`;
}

/** Time per trace event name on the page's main thread (top-level events only), in ms. */
function summariseTrace(events) {
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.ph === 'M',
  );
  const onMain = events
    .filter((event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const totals = new Map();
  const nested = new Map();
  let end = 0;
  const stack = [];
  for (const event of onMain) {
    while (stack.length > 0 && stack[stack.length - 1] <= event.ts) stack.pop();
    const depth = stack.length;
    stack.push(event.ts + (event.dur ?? 0));
    const map = depth === 0 ? totals : nested;
    map.set(event.name, (map.get(event.name) ?? 0) + (event.dur ?? 0));
    if (depth === 0) end = Math.max(end, event.ts + (event.dur ?? 0));
  }
  const rank = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `  ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`)
      .join('\n');
  return ` top-level on the main thread:\n${rank(totals)}\n nested (any depth):\n${rank(nested)}`;
}

let outDir = options['no-build'];
const built = !outDir;
if (built) {
  outDir = mkdtempSync(join(tmpdir(), 'grid-profile-'));
  await build({ configFile: resolve(here, 'vite.config.mjs'), build: { outDir, minify: false } });
}
const server = await serve(outDir);
const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run'],
});
try {
  const { port } = server.address();
  console.log(
    `load ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // Same origin first, so the profiler's session survives the navigation to the bench page.
  await page.goto(`http://127.0.0.1:${port}/blank`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  // The page waits for the harness to make its render call, so that the profile starts at it: loading
  // the bundle and generating the rows stay out, as in the bench's figure.
  await page.goto(`http://127.0.0.1:${port}/${options.page}`);
  await page.waitForFunction(() => window.__bench?.start !== undefined, null, { timeout: 60_000 });
  await page.waitForTimeout(500);
  await cdp.send('Profiler.start');
  await page.evaluate(() => window.__bench.start());
  const { profile: mount } = await cdp.send('Profiler.stop');
  const first = await page.evaluate(() => ({ ...window.__bench }));
  console.log(`\n== render call to first frame: ${JSON.stringify(first)}`);
  console.log(summarise(mount));
  await page.waitForTimeout(500);
  if (options.trace) {
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8'],
    });
  } else await cdp.send('Profiler.start');
  const scroll = await page.evaluate((count) => window.__bench.scrollToEnd(count), Number(options.frames));
  let scrolled = null;
  if (options.trace) {
    const trace = JSON.parse((await browser.stopTracing()).toString());
    console.log(`\n== scroll (trace): ${JSON.stringify(scroll)}`);
    console.log(summariseTrace(trace.traceEvents));
    if (options.out) writeFileSync(join(options.out, 'scroll.trace.json'), JSON.stringify(trace));
  } else ({ profile: scrolled } = await cdp.send('Profiler.stop'));
  if (options.out) writeFileSync(join(options.out, 'mount.cpuprofile'), JSON.stringify(mount));
  if (scrolled) {
    console.log(`\n== scroll: ${JSON.stringify(scroll)}`);
    console.log(summarise(scrolled));
    if (options.out) writeFileSync(join(options.out, 'scroll.cpuprofile'), JSON.stringify(scrolled));
  }
} finally {
  await browser.close();
  server.close();
  if (built) rmSync(outDir, { recursive: true, force: true });
}
