import type { Response } from '@playwright/test';
import { test } from '../fixtures.ts';
import { assert } from '../support.ts';
import { signIn } from '../system-support.ts';

// Issue's budget for the sign-in page's scripts on the wire (bench/login-bundle.mjs measures it too).
const BUDGET_BYTES = 155 * 1024;

test('sign-in page: its scripts come compressed, within the budget, and none of the signed-in shell', async ({
  page,
  baseUrl,
}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
  });
  await page.goto(`${baseUrl}/#/login`);
  await page.locator('#login-email').waitFor();
  await page.waitForLoadState('networkidle');

  const files = scripts.map((response) => new URL(response.url()).pathname);
  assert.ok(
    files.some((file) => /\/boot-[\w-]+\.js$/.test(file)),
    `the boot script is among ${files}`,
  );
  assert.ok(!files.some((file) => /\/shell-[\w-]+\.js$/.test(file)), `no shell script among ${files}`);
  let onTheWire = 0;
  for (const response of scripts) {
    onTheWire += (await response.request().sizes()).responseBodySize;
    const large = Number(response.headers()['content-length'] ?? Infinity) > 1024;
    if (large) assert.equal(response.headers()['content-encoding'], 'br', `${response.url()} is compressed`);
  }
  assert.ok(onTheWire <= BUDGET_BYTES, `${onTheWire} bytes of scripts, budget ${BUDGET_BYTES}`);
});

test("a signed-in visit asks for the shell's and the dashboard's scripts beside the boot, each once", async ({
  page,
  baseUrl,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) requested.push(path);
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await signIn(page, baseUrl);

  const preloaded = await page
    .locator('link[data-signed-in-preload]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const shell = preloaded.find((file) => /\/shell-[\w-]+\.js$/.test(file));
  const dashboard = preloaded.find((file) => /\/dashboard-[\w-]+\.js$/.test(file));
  assert.ok(shell && dashboard, `the shell and the dashboard among the preloaded ${preloaded}`);
  // The app's own import() found the preloaded scripts: each was fetched once.
  for (const file of [shell, dashboard])
    assert.equal(requested.filter((path) => path === file).length, 1, `${file} fetched once`);
  assert.deepEqual(refused, [], 'no script or style was refused');
});
