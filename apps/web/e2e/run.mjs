// End-to-end run: starts the API server (serving the built web app) on a fresh embedded database
// with CAPTCHA=off, drives Chromium through every spec in ./specs, stops the server and exits
// non-zero on any failure. Build the web app first: npm run build -w apps/web.
// The server logs every request (info, JSON, as in production) to a file the specs may read; its warnings
// and errors are echoed here. Once the server has stopped, the run checks that its whole log holds none of
// the tokens issued during the run (DESIGN.md §5: tokens never reach a log).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { findChromium, NoChromium } from './find-chromium.mjs';
import { issuedTokens, noteIssued } from './issued-tokens.mjs';
import { freePort, stopServer, waitUntilReady } from './server-process.mjs';

const repoRoot = resolve(import.meta.dirname, '../../..');
const specsDir = resolve(import.meta.dirname, 'specs');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const WARN = 40;

/** Echoes the log's warnings and errors (and any line that is not pino's JSON) as they come. */
function echoWarnings(stream) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) {
      let level = WARN;
      try {
        level = JSON.parse(line).level ?? WARN;
      } catch {
        // not a log entry: show it
      }
      if (level >= WARN && line.trim()) console.log(line);
    }
  });
}

function startServer(port, dataDir, logFile) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      CAPTCHA: 'off',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Every request is logged, as a production server's log would hold it, so the run can tell that no
      // token reaches it; a few thousand lines a run.
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      // Every spec's browser and API calls come from one address within a few minutes; the limit itself
      // is tested by the server suite.
      RATE_LIMIT_PER_MINUTE: '20000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  for (const stream of [server.stdout, server.stderr]) {
    stream.setEncoding('utf8');
    stream.pipe(log, { end: false });
    echoWarnings(stream);
  }
  server.once('exit', () => log.end());
  return server;
}

// The answers that carry a token: the browser's sign-ins are noted as they pass.
const TOKEN_ANSWERS = /\/api\/(tokens|member\/tokens|member\/register)$/;

/** Whether the server's log holds a token issued during the run, or anything shaped like one. */
function checkServerLog(logFile) {
  const text = readFileSync(logFile, 'utf8');
  const found = [...issuedTokens].filter((token) => text.includes(token.split('|')[1]));
  const shaped = text.match(/\d+(\||%7C)[\w-]{40,}/gi) ?? [];
  if (found.length || shaped.length)
    throw new Error(
      `the server log holds ${found.length + shaped.length} tokens: ${[...found, ...shaped][0]}`,
    );
  if (!text.includes('"url":"/api/')) throw new Error('the server log holds no requests: is it written?');
  return issuedTokens.size;
}

// `node apps/web/e2e/run.mjs investments users` runs only the spec files whose names hold one of the words.
// `--shard=k/n` runs only the k-th of n groups of spec files (dealt out in turn, by name): `npm test` runs
// the groups side by side, each with its own server, database and browser, so no spec sees another's data.
const args = process.argv.slice(2);
const shardArgument = args.find((arg) => arg.startsWith('--shard='));
const [shardIndex, shardCount] = shardArgument
  ? shardArgument.slice('--shard='.length).split('/').map(Number)
  : [1, 1];
if (!(shardCount >= 1 && shardIndex >= 1 && shardIndex <= shardCount)) {
  throw new Error(`--shard wants k/n with 1 ≤ k ≤ n, not ${shardArgument}`);
}
const onlyFiles = args.filter((arg) => !arg.startsWith('--'));

async function loadSpecs() {
  const files = readdirSync(specsDir)
    .filter((f) => f.endsWith('.spec.mjs'))
    .filter((f) => onlyFiles.length === 0 || onlyFiles.some((word) => f.includes(word)))
    .sort()
    .filter((_, index) => index % shardCount === shardIndex - 1);
  const specs = [];
  for (const file of files) {
    const { default: tests } = await import(pathToFileURL(join(specsDir, file)).href);
    for (const test of tests) specs.push({ file, ...test });
  }
  return specs;
}

async function runSpecs(executablePath, baseUrl, serverLog) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  let passed = 0;
  let failed = 0;
  try {
    for (const spec of await loadSpecs()) {
      // A fresh context per test: its own storage, so no test signs in for another.
      // A spec may ask for a browser of its own kind, such as another time zone (`context`).
      // Reduced motion turns antd's motion off (layout/antd-providers.tsx): a click is never aimed at a
      // dialog still zooming in, which missed its button on a loaded machine.
      const context = await browser.newContext({
        locale: 'en-US',
        viewport: { width: 1280, height: 800 },
        reducedMotion: 'reduce',
        ...spec.context,
      });
      context.setDefaultTimeout(15_000);
      // The app must work on a network with nothing but its own server (DESIGN.md §5).
      const foreign = [];
      context.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(`${baseUrl}/`) && !/^(data|blob):/.test(url)) foreign.push(url);
      });
      context.on('response', (response) => {
        if (TOKEN_ANSWERS.test(new URL(response.url()).pathname) && response.status() === 201)
          response.json().then(noteIssued, () => undefined);
      });
      const page = await context.newPage();
      const started = Date.now();
      try {
        await spec.run({ page, context, baseUrl, serverLog });
        if (foreign.length) throw new Error(`requests left the app's origin: ${foreign.join(', ')}`);
        passed += 1;
        console.log(`✓ ${spec.file} › ${spec.name} (${Date.now() - started} ms)`);
      } catch (error) {
        failed += 1;
        console.log(
          `✗ ${spec.file} › ${spec.name}\n  ${String(error?.stack ?? error).replaceAll('\n', '\n  ')}`,
        );
        const shot = join(tmpdir(), `e2e-${spec.file}-${failed}.png`);
        await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
        console.log(`  screenshot: ${shot}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { passed, failed };
}

async function main() {
  const executablePath = await findChromium();
  // WEB_DIST (as the server reads it) lets a build in another folder be tried without touching apps/web/dist.
  const webDist = process.env.WEB_DIST
    ? resolve(repoRoot, process.env.WEB_DIST)
    : join(repoRoot, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build -w apps/web\` first`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const serverLog = join(tmpdir(), `e2e-server-${Date.now()}-${process.pid}.log`);
  const server = startServer(port, dataDir, serverLog);
  let result;
  try {
    await waitUntilReady(baseUrl, server);
    result = await runSpecs(executablePath, baseUrl, serverLog);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  // The whole run's log, written out now the server has stopped.
  try {
    const tokens = checkServerLog(serverLog);
    result.passed += 1;
    console.log(`✓ server log › holds none of the ${tokens} tokens issued during the run (${serverLog})`);
  } catch (error) {
    result.failed += 1;
    console.log(`✗ server log › ${error.message} (${serverLog})`);
  }
  return result;
}

main().then(
  ({ passed, failed }) => {
    console.log(`${passed} passed, ${failed} failed`);
    process.exit(failed === 0 ? 0 : 1);
  },
  (error) => {
    console.error(error instanceof NoChromium ? error.message : error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
