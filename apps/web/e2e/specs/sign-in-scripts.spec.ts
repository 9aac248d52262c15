import type { Response } from '@playwright/test';
import { test } from '../fixtures.ts';
import { assert } from '../support.ts';

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
