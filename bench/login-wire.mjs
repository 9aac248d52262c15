// The sign-in page as a browser receives it: the server started on a build, Chromium opening the page,
// and every script it fetched counted by the bytes of its body on the wire (compressed as sent).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const repoRoot = resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

async function untilReady(baseUrl, server) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server was not ready within 90 s');
}

function stop(server) {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      done();
    });
    server.kill('SIGTERM');
  });
}

/**
 * Opens the sign-in page of the build in `webDist`, served by the product's server on a fresh embedded
 * database, in a browser that asks for the product's default language; answers each script it loaded
 * with its bytes on the wire and its content encoding.
 */
export async function signInScriptsOnTheWire(webDist) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'login-wire-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await untilReady(baseUrl, server);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless'] });
    try {
      const context = await browser.newContext({ locale: 'zh-CN' });
      const page = await context.newPage();
      const scripts = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        scripts.push(
          Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
            file: new URL(request.url()).pathname.slice(1),
            wire: sizes.responseBodySize,
            encoding: response?.headers()['content-encoding'] ?? 'identity',
          })),
        );
      });
      await page.goto(`${baseUrl}/#/login`, { waitUntil: 'networkidle' });
      // The form is up: everything the page needs to be used has arrived.
      await page.locator('form input[type="password"]').waitFor();
      await page.waitForLoadState('networkidle');
      return await Promise.all(scripts);
    } finally {
      await browser.close();
    }
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
