import type { Page, Response } from '@playwright/test';
import { test } from '../fixtures.ts';
import { assert } from '../support.ts';
import { signIn } from '../system-support.ts';

declare global {
  interface Window {
    /** When the greeting came into the page, in the page's own milliseconds. */
    greetingInserted?: number;
  }
}

/** Notes in the page when the greeting comes into it (`window.greetingInserted`). */
const noteWhenTheGreetingComes = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('h3')?.textContent?.startsWith('Hello')) return;
      window.greetingInserted = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });

/** The files the preload script asked for, by path. */
const preloadedFiles = (page: Page) =>
  page
    .locator('link[data-signed-in-preload]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));

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

test("a signed-in visit asks for the shell's, the dashboard's and its language's scripts beside the boot, and for the admin, each once", async ({
  page,
  baseUrl,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js') || path.startsWith('/api/')) requested.push(path);
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await noteWhenTheGreetingComes(page);
  await signIn(page, baseUrl);

  const preloaded = await preloadedFiles(page);
  const shell = preloaded.find((file) => /\/shell-[\w-]+\.js$/.test(file));
  const dashboard = preloaded.find((file) => /\/dashboard-[\w-]+\.js$/.test(file));
  // The browser speaks English (the config's locale): the app's texts and the screens' texts in English.
  const texts = preloaded.find((file) => /\/en-[\w-]+\.js$/.test(file));
  const screenTexts = preloaded.find((file) => /\/areas-[\w-]+\.js$/.test(file));
  // A wide screen shows the side menu with the page: its script comes beside the shell's.
  const sideMenu = preloaded.find((file) => /\/side-menu-[\w-]+\.js$/.test(file));
  assert.ok(shell && dashboard && sideMenu, `the shell, the dashboard and the menu among ${preloaded}`);
  assert.ok(texts && screenTexts, `the English texts among the preloaded ${preloaded}`);
  assert.ok(!preloaded.some((file) => /\/(zh-cn|vn|id)-[\w-]+\.js$/.test(file)), 'no other language');
  // The app's own import() found the preloaded scripts: each was fetched once.
  for (const file of [shell, dashboard, sideMenu, texts, screenTexts])
    assert.equal(requested.filter((path) => path === file).length, 1, `${file} fetched once`);
  assert.deepEqual(refused, [], 'no script or style was refused');
  // The session's read of the admin serves the greeting too: asked once, not again by the page.
  await page.getByRole('heading', { name: 'Hello, Admin' }).waitFor();
  assert.equal(requested.filter((path) => path === '/api/admins/me').length, 1, 'the admin read once');

  // The date picker's script is asked for once the greeting is in the page, not while the page is being
  // made (components/after-paint.ts; its own test holds it to the frames after that).
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/date-picker-[\w-]+\.js$/.test(entry.name)),
  );
  const timings = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      greetingInserted: window.greetingInserted,
      datePickerAsked: resources.find((entry) => /\/date-picker-[\w-]+\.js$/.test(entry.name))?.startTime,
    };
  });
  assert.ok(timings.greetingInserted !== undefined, 'the greeting was shown');
  assert.ok(timings.datePickerAsked !== undefined, 'the date picker was loaded');
  assert.ok(
    timings.datePickerAsked > timings.greetingInserted,
    `the date picker asked for at ${timings.datePickerAsked} ms, the greeting shown at ${timings.greetingInserted} ms`,
  );
  // The mark is drawn by the page itself: as an image it waited for its own download beside the scripts.
  const served = await (await fetch(`${baseUrl}/`)).text();
  const root = served.slice(served.indexOf('<div id="root">'), served.indexOf('</body>'));
  assert.ok(root.includes('<svg') && !root.includes('<img'), `the mark needs no download: ${root}`);
});

test("a reload of the dashboard: the page's preload script asks for its first reads, figures included, and the app takes each answer instead of asking again", async ({
  page,
  baseUrl,
}) => {
  await signIn(page, baseUrl);
  await page.getByText(/^As of /).waitFor();
  // The app keeps, for the next visit, that this admin's home page shows the figures.
  assert.equal(await page.evaluate(() => localStorage.getItem('dashboardReadable')), '1');

  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(url.pathname);
  });
  await page.reload();
  await page.getByText(/^As of /).waitFor();
  const firstReads = [
    '/api/admins/me',
    '/api/admins/me/routers/tree',
    '/api/currencies/default',
    '/api/dashboard',
  ];
  for (const path of firstReads)
    assert.equal(reads.filter((read) => read === path).length, 1, `${path} asked for once in ${reads}`);
  // Each was asked for by the preload script and taken by the app: none is left untaken.
  const left = await page.evaluate(() =>
    Object.keys((window as unknown as { __openingReads: Record<string, unknown> }).__openingReads),
  );
  assert.deepEqual(left, []);
});

test("on a phone the side menu's script comes once the first page is painted, and the drawer shows the menu", async ({
  page,
  baseUrl,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await noteWhenTheGreetingComes(page);
  await signIn(page, baseUrl);
  const preloaded = await preloadedFiles(page);
  assert.ok(!preloaded.some((file) => /\/side-menu-/.test(file)), `no side menu among ${preloaded}`);
  const sideMenuAsked = () =>
    page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return resources.find((entry) => /\/side-menu-[\w-]+\.js$/.test(entry.name))?.startTime;
    });
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/side-menu-/.test(entry.name)),
  );
  const greetingInserted = await page.evaluate(() => window.greetingInserted);
  const asked = await sideMenuAsked();
  assert.ok(greetingInserted !== undefined && asked !== undefined, 'the greeting shown and the menu loaded');
  assert.ok(
    asked > greetingInserted,
    `the menu asked for at ${asked} ms, the greeting at ${greetingInserted} ms`,
  );
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await page
    .locator('.ant-drawer-open')
    .getByRole('menuitem', { name: /System/ })
    .waitFor();
});
