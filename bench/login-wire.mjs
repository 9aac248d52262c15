// The sign-in page as a browser receives it: the server started on a build, Chromium opening the page,
// and every script it fetched counted by the bytes of its body on the wire (compressed as sent).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from '../apps/web/e2e/find-chromium.mjs';
import { freePort, stopServer, waitUntilReady } from '../apps/web/e2e/server-process.mjs';

const repoRoot = resolve(import.meta.dirname, '..');

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
    await waitUntilReady(baseUrl, server);
    const browser = await chromium.launch({
      executablePath: await findChromium(),
      args: ['--no-sandbox', '--headless'],
    });
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
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
