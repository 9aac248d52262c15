import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { askWithdrawal, changeBalance, registerMember } from '../member-support.ts';
import { assert } from '../support.ts';
import { apiToken, signIn } from '../system-support.ts';

// antd's styles for a signed-in first paint are made at build time (first-paint-antd.mjs lists the
// components) and come with the shell's stylesheet; antd skips making the ones that stylesheet names.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** The page's styles antd made as it rendered: its CSS variables aside, which follow the settings. */
function stylesMadeAtRunTime(page: Page): Promise<{ hash: string; start: string }[]> {
  return page.locator('style[data-css-hash]').evaluateAll((styles) =>
    styles
      .map((style) => ({
        hash: style.dataset.cssHash ?? '',
        start: (style.textContent ?? '').slice(0, 80),
      }))
      .filter(({ start }) => !start.startsWith('.css-var-')),
  );
}

// The rule that names the styles a stylesheet holds for antd: `path:hash;…` in its content.
const LIST_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";?\}/;

/** The styles a stylesheet's text names for antd: their path and hash. */
function namedIn(stylesheet: string): Record<string, string> {
  const list = LIST_RULE.exec(stylesheet)?.[1] ?? '';
  return Object.fromEntries(
    list
      .split(';')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.lastIndexOf(':')), entry.slice(entry.lastIndexOf(':') + 1)]),
  );
}

/** The text of the stylesheet the shell brought. */
async function shellStylesheet(page: Page): Promise<string> {
  const href = await page
    .locator('link[rel="stylesheet"][href*="/assets/shell-"]')
    .first()
    .getAttribute('href');
  return (await page.request.get(new URL(href ?? '', page.url()).href)).text();
}

/** The signed-in dashboard (signIn waits for its greeting) with its range picker, loaded after the paint. */
async function dashboardDrawn(page: Page): Promise<void> {
  // The loaded picker's input, found by its hint text; before it loads, a frame of its size stands there.
  await page.getByPlaceholder('Start date').waitFor();
  await page.waitForLoadState('networkidle');
}

for (const [width, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`a signed-in first paint at a ${width}'s width makes none of antd's component styles as it renders`, async ({
    page,
    baseUrl,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, baseUrl);
    await dashboardDrawn(page);
    assert.ok(
      Object.keys(namedIn(await shellStylesheet(page))).length > 10,
      'the stylesheet names its styles',
    );
    const made = await stylesMadeAtRunTime(page);
    assert.deepEqual(made, [], 'components to add to first-paint-antd.mjs');
  });
}

test('the styles made at build time are those antd makes as it renders, for each component the page draws', async ({
  page,
  baseUrl,
}) => {
  // The shell's stylesheet without its list of styles: antd finds none named, so it makes every style as
  // it renders, and each one's hash is that of its path and its text.
  let stylesheet = '';
  await page.route(/\/assets\/shell-[\w-]+\.css$/, async (route) => {
    stylesheet = await (await route.fetch()).text();
    await route.fulfill({ contentType: 'text/css', body: stylesheet.replace(LIST_RULE, '') });
  });
  // The menu's count of waiting withdrawals (a badge) is drawn only while one waits: one does, whatever
  // the specs before this one reviewed.
  const adminToken = await apiToken(baseUrl);
  const member = await registerMember(baseUrl, adminToken, 'e2e_styles_');
  await changeBalance(baseUrl, adminToken, member.id, 100_00, 'E2E styles');
  await askWithdrawal(baseUrl, member, 50_00);
  await page.setViewportSize(PHONE);
  await signIn(page, baseUrl);
  await dashboardDrawn(page);
  // The desktop's frame draws the menu in its sider, with tooltips and that count; the phone's, the drawer.
  await page.setViewportSize(DESKTOP);
  await page
    .getByRole('menu')
    .first()
    .getByText(/waiting for review/)
    .first()
    .waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');

  const named = namedIn(stylesheet);
  assert.ok(Object.keys(named).length > 10, 'the stylesheet names its styles');
  const made = new Set((await stylesMadeAtRunTime(page)).map(({ hash }) => hash));
  const notMade = Object.entries(named).filter(([, hash]) => !made.has(hash));
  // A style's path names its component's class (`hash|Empty-Empty|ant-empty|anticon`). A component the
  // page draws had its style made as it rendered, and a hash the file does not hold means the file's
  // style differs. Some are drawn only for some data (the empty-range notice when a chart has no
  // figures): one absent from the page has nothing to compare.
  const drawnOtherwise = await page.evaluate(
    (entries) =>
      entries.filter(([path]) => globalThis.document.querySelector(`.${path.split('|')[2]}`) !== null),
    notMade,
  );
  assert.deepEqual(drawnOtherwise, [], 'styles the stylesheet holds that the first paint made otherwise');
  assert.ok(
    Object.keys(named).length - notMade.length > 10,
    `only ${Object.keys(named).length - notMade.length} styles compared`,
  );
});
