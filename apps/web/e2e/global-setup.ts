// Once per Playwright process (so once per shard): starts the API server, serving the built web app, on a
// fresh embedded database with CAPTCHA=off, and names its address, its log and the issued-tokens file to the
// tests through the environment. The function it returns is the global teardown: it stops the server and
// checks that the server's whole log holds none of the tokens issued during the run (DESIGN.md §5: tokens
// never reach a log), failing the run if it does.
// The server logs every request (info, JSON, as in production) to a file the specs may read; its warnings
// and errors are echoed here.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { issuedTokens, TOKENS_FILE_VARIABLE } from './issued-tokens.ts';
import { freePort, stopServer, waitUntilReady } from './server-process.mjs';

const repoRoot = resolve(import.meta.dirname, '../../..');
const WARN = 40;

/** Echoes the log's warnings and errors (and any line that is not pino's JSON) as they come. */
function echoWarnings(stream: Readable): void {
  let rest = '';
  stream.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      let level = WARN;
      try {
        const entry: unknown = JSON.parse(line);
        if (
          typeof entry === 'object' &&
          entry !== null &&
          'level' in entry &&
          typeof entry.level === 'number'
        )
          level = entry.level;
      } catch {
        // not a log entry: show it
      }
      if (level >= WARN && line.trim()) console.log(line);
    }
  });
}

function startServer(port: number, dataDir: string, logFile: string): ChildProcess {
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
    if (!stream) continue;
    stream.setEncoding('utf8');
    stream.pipe(log, { end: false });
    echoWarnings(stream);
  }
  server.once('exit', () => log.end());
  return server;
}

/** Fails unless the server's log is written and holds no token issued during the run, nor anything shaped like one. */
function checkServerLog(logFile: string, tokensFile: string): number {
  const text = readFileSync(logFile, 'utf8');
  const tokens = issuedTokens(tokensFile);
  const found = [...tokens].filter((token) => text.includes(token.split('|')[1] ?? token));
  const shaped = text.match(/\d+(\||%7C)[\w-]{40,}/gi) ?? [];
  if (found.length || shaped.length)
    throw new Error(
      `the server log holds ${found.length + shaped.length} tokens: ${[...found, ...shaped][0]}`,
    );
  if (!text.includes('"url":"/api/')) throw new Error('the server log holds no requests: is it written?');
  return tokens.size;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
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
  const runDir = mkdtempSync(join(tmpdir(), 'e2e-run-'));
  const serverLog = join(runDir, 'server.log');
  const tokensFile = join(runDir, 'issued-tokens');
  const server = startServer(port, dataDir, serverLog);
  try {
    // A loaded machine has taken over a minute to start it (its demo data is made on first start).
    await waitUntilReady(baseUrl, server, 300_000);
  } catch (error) {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  // The workers start after this and inherit these.
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SERVER_LOG = serverLog;
  process.env[TOKENS_FILE_VARIABLE] = tokensFile;

  return async function globalTeardown() {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    // The whole run's log, written out now the server has stopped.
    const tokens = checkServerLog(serverLog, tokensFile);
    console.log(`✓ server log › holds none of the ${tokens} tokens issued during the run (${serverLog})`);
  };
}
