// Grid benchmark: builds bench pages that mount 100 000 rows, serves them on 127.0.0.1 and measures
// them in headless Chromium: the time to the first frame showing rows, and the frame times while a
// script scrolls the grid to its last row. The DataGrid page is measured against antd's virtual Table.
// Usage: node bench/grid/run.mjs [--runs 5] [--frames 600] [--cpu] [--out DIR] [--baseline DIR] [--skip-antd]
//   [--keep-traces DIR]
//   --out DIR       keep this build in DIR (to compare a later build against it)
//   --baseline DIR  also measure the DataGrid page of a build kept with --out, in turn with the others
//   --keep-traces DIR  with --cpu, keep each run's trace and scroll result (frame times) in DIR
/* global window -- the page.evaluate callbacks run in the bench page, not in Node. */
import { createReadStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { findChromium } from '../../apps/web/e2e/find-chromium.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    frames: { type: 'string', default: '600' },
    cpu: { type: 'boolean', default: false },
    out: { type: 'string' },
    baseline: { type: 'string' },
    'skip-antd': { type: 'boolean', default: false },
    'keep-traces': { type: 'string' },
  },
});
const runs = Number(options.runs);
const frames = Number(options.frames);
const here = import.meta.dirname;
const pages = [
  { name: 'DataGrid (TanStack Table, row window of its own)', file: 'index.html' },
  { name: 'antd Table, virtual', file: 'antd-table.html' },
].filter((page) => !(options['skip-antd'] && page.file === 'antd-table.html'));
if (options.baseline) {
  pages.push({ name: `DataGrid, baseline build ${options.baseline}`, file: 'index.html', baseline: true });
}
const contentTypes = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function serve(root) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path);
    if (path === '/blank') {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>blank</title>');
      return;
    }
    if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const mark = (page, name) => page.evaluate((label) => window.performance.mark(label), name);

/**
 * Main-thread CPU (ms) from a trace: the tasks from the render call to the first frame, and the tasks of
 * each scroll frame (those up to and including the one that drew it).
 */
function cpuFromTrace(events, firstRender) {
  const find = (name) => events.find((event) => event.name === name && event.cat?.includes('user_timing'));
  const [scrollStart, scrollEnd] = [find('bench-scroll-start'), find('bench-scroll-end')];
  const main = events.find(
    (event) =>
      event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === scrollStart.pid,
  );
  const onMain = (event) => event.pid === main.pid && event.tid === main.tid;
  const tasks = events
    .filter((event) => onMain(event) && event.ph === 'X' && event.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts);
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === main.pid);
  const firstFrame = navigation.ts + firstRender.navigationToFirstFrameMs * 1000;
  const renderCall = firstFrame - firstRender.mountToFirstFrameMs * 1000;
  const mountCpuMs =
    tasks
      .filter((task) => task.ts >= renderCall && task.ts < firstFrame)
      .reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000;
  const frameStarts = events
    .filter(
      (event) =>
        event.pid === main.pid &&
        event.name === 'AnimationFrame::Render' &&
        event.ph === 'b' &&
        event.ts >= scrollStart.ts &&
        event.ts < scrollEnd.ts,
    )
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  const perFrame = [];
  let next = 0;
  let spent = 0;
  for (const task of tasks) {
    if (task.ts < scrollStart.ts || task.ts >= scrollEnd.ts) continue;
    spent += (task.tdur ?? 0) / 1000;
    if (
      next < frameStarts.length &&
      frameStarts[next] >= task.ts &&
      frameStarts[next] <= task.ts + task.dur
    ) {
      perFrame.push(spent);
      spent = 0;
      while (next < frameStarts.length && frameStarts[next] <= task.ts + task.dur) next++;
    }
  }
  const sorted = perFrame.slice(0, frames).sort((a, b) => a - b);
  return {
    mountCpuMs,
    frameCpuMeanMs: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    frameCpuP95Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0,
    frameCpuMaxMs: sorted[sorted.length - 1] ?? 0,
  };
}

/**
 * What each long scroll frame (over 17 ms between two animation callbacks) was made of, from the trace:
 * the main thread's tasks in it (CPU and wall), the rendering steps and script inside them, and the
 * other threads' busiest (compositor, raster, the GPU process's display compositor).
 */
function longFrameDetail(events, scroll) {
  const threadNames = new Map(
    events
      .filter((event) => event.name === 'thread_name' && event.ph === 'M')
      .map((event) => [`${event.pid}:${event.tid}`, event.args.name]),
  );
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      events.some((mark) => mark.name === 'bench-scroll-start' && mark.pid === event.pid),
  );
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === main.pid);
  const toTrace = (ms) => navigation.ts + ms * 1000;
  const complete = events.filter((event) => event.ph === 'X' && event.dur !== undefined);
  const lines = [];
  for (const long of scroll.longFrames) {
    const [from, to] = [toTrace(scroll.frameTimes[long.frame]), toTrace(scroll.frameTimes[long.frame + 1])];
    const inside = complete.filter((event) => event.ts < to && event.ts + event.dur > from);
    const clip = (event) => (Math.min(to, event.ts + event.dur) - Math.max(from, event.ts)) / 1000;
    const isMain = (event) => event.pid === main.pid && event.tid === main.tid;
    const tasks = inside.filter((event) => event.name === 'ThreadControllerImpl::RunTask');
    const mainTasks = tasks.filter(isMain);
    const wall = mainTasks.reduce((sum, event) => sum + clip(event), 0);
    const cpu = mainTasks.reduce((sum, event) => sum + (event.tdur ?? 0) / 1000, 0);
    const steps = new Map();
    for (const event of inside) {
      if (!isMain(event) || event.name === 'ThreadControllerImpl::RunTask') continue;
      steps.set(event.name, (steps.get(event.name) ?? 0) + clip(event));
    }
    const others = new Map();
    for (const event of tasks) {
      if (isMain(event)) continue;
      const name = threadNames.get(`${event.pid}:${event.tid}`) ?? `${event.pid}:${event.tid}`;
      others.set(name, (others.get(name) ?? 0) + (event.tdur ?? 0) / 1000);
    }
    const top = (map, count) =>
      [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, value]) => `${name} ${value.toFixed(1)}`)
        .join(', ');
    lines.push(
      `    #${long.frame} at ${long.atMs.toFixed(0)} ms (${(long.position * 100).toFixed(1)}%): ${long.ms.toFixed(1)} ms; ` +
        `main thread busy ${wall.toFixed(1)} ms, CPU ${cpu.toFixed(1)} ms in ${mainTasks.length} tasks\n` +
        `      main: ${top(steps, 8)}\n      other threads (CPU): ${top(others, 4)}`,
    );
  }
  return lines.join('\n');
}

let traceCount = 0;

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (options.cpu) {
    // Same origin first: the trace then follows the page into the bench.
    await page.goto(new URL('/blank', url).href);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'toplevel'] });
  }
  await page.goto(url);
  // The harness makes the render call and then only awaits its answer: a poll of the page, or the first
  // compile of the driver's own script in it, would fall inside the timed window.
  await page.waitForFunction(() => window.__bench?.start !== undefined, null, { timeout: 60_000 });
  await page.waitForTimeout(200);
  await page.evaluate(() => window.__bench.start());
  const firstRender = await page.evaluate(() => ({
    generateMs: window.__bench.generateMs,
    mountToFirstFrameMs: window.__bench.mountToFirstFrameMs,
    navigationToFirstFrameMs: window.__bench.navigationToFirstFrameMs,
  }));
  // Let the first-render work settle before timing frames.
  await page.waitForTimeout(500);
  if (options.cpu) await mark(page, 'bench-scroll-start');
  const scroll = await page.evaluate((count) => window.__bench.scrollToEnd(count), frames);
  let cpu = {};
  if (options.cpu) {
    await mark(page, 'bench-scroll-end');
    const trace = await browser.stopTracing();
    if (options['keep-traces']) {
      mkdirSync(options['keep-traces'], { recursive: true });
      const name = `${++traceCount}-${url.includes(`:${baselineServer?.address().port}/`) ? 'baseline' : url.split('/').pop().replace('.html', '')}`;
      writeFileSync(join(options['keep-traces'], `${name}.trace.json`), trace);
      writeFileSync(join(options['keep-traces'], `${name}.scroll.json`), JSON.stringify(scroll));
    }
    const events = JSON.parse(trace.toString()).traceEvents;
    cpu = { ...cpuFromTrace(events, firstRender), longFrameDetail: longFrameDetail(events, scroll) };
  }
  await context.close();
  if (errors.length > 0) throw new Error(`page errors on ${url}: ${errors.join('; ')}`);
  return { ...firstRender, ...scroll, ...cpu };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);

const outDir = options.out ? resolve(options.out) : mkdtempSync(join(tmpdir(), 'grid-bench-'));
let server;
let baselineServer;
let browser;
try {
  await build({ configFile: resolve(here, 'vite.config.mjs'), build: { outDir } });
  server = await serve(outDir);
  if (options.baseline) baselineServer = await serve(resolve(options.baseline));
  const urlOf = ({ file, baseline }) =>
    `http://127.0.0.1:${(baseline ? baselineServer : server).address().port}/${file}`;
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
    `100 000 rows; median of ${runs} runs, pages alternating; scroll: top to last row in ${frames} frames${options.cpu ? '; traced' : ''}\n`,
  );
  // Alternating the pages spreads any change in machine load over both alike.
  const results = pages.map(() => []);
  for (let run = 0; run < runs; run++) {
    for (const [index, page] of pages.entries()) {
      const result = await measure(browser, urlOf(page));
      results[index].push(result);
      // Which frames were long, where in the scroll, and (traced) what they were made of.
      const frameList = result.longFrames.map((long) => `#${long.frame} ${long.ms.toFixed(0)}`).join(' ');
      console.log(
        `run ${run + 1} ${page.baseline ? 'baseline' : page.file}: load ${load()}; ${result.longFrames.length} frames over 17 ms: ${frameList}`,
      );
      if (result.longFrameDetail) console.log(result.longFrameDetail);
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
    if (options.cpu) {
      console.log(`  main-thread CPU: render → frame ${ms(pick('mountCpuMs'))}`);
      console.log(
        `  CPU per scroll frame: mean / p95 / max ${ms(pick('frameCpuMeanMs'))} ${ms(pick('frameCpuP95Ms'))} ${ms(pick('frameCpuMaxMs'))}`,
      );
    }
    console.log(
      `  reached the last row            ${results[index].every((result) => result.reachedEnd) ? 'yes' : 'NO'}\n`,
    );
  }
  console.log(`load at the end ${load()}`);
} finally {
  await browser?.close();
  server?.close();
  baselineServer?.close();
  if (!options.out) rmSync(outDir, { recursive: true, force: true });
}
