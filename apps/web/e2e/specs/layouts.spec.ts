import type { Page, Locator } from '@playwright/test';
import { test } from '../fixtures.ts';
import { signIn } from '../system-support.ts';
import { assert, field, inSettings, present, menuEntry, openFromMenu, openSidebar } from '../support.ts';

const chooseLayout = (page: Page, label: string) =>
  inSettings(page, (panel: Locator) => panel.getByText(label, { exact: true }).click());
const flip = (page: Page, setting: string) =>
  inSettings(page, (panel: Locator) => panel.getByRole('switch', { name: setting }).click());

/** Scrolls the window down and answers where the header (breadcrumb bar and tags) then is on screen. */
async function headerTopAfterScrolling(page: Page) {
  await page.evaluate(() => globalThis.scrollTo(0, 0));
  await page.evaluate(() => globalThis.scrollBy(0, 300));
  assert.ok((await page.evaluate(() => globalThis.scrollY)) > 100, 'the page is long enough to scroll');
  return page.locator('header').evaluate((header) => header.getBoundingClientRect().top);
}

const scrollY = (page: Page) => page.evaluate(() => globalThis.scrollY);

const horizontalMenu = (page: Page) => page.locator('ul.ant-menu-horizontal');
const sideMenu = (page: Page) => page.locator('aside ul.ant-menu-root');

test('the left, top and mixed navigation modes each render their menus', async ({ page, baseUrl }) => {
  await signIn(page, baseUrl);
  // Left (the default): the menu is in the sidebar, none across the top.
  await sideMenu(page).waitFor();
  assert.equal(await horizontalMenu(page).count(), 0);

  await chooseLayout(page, 'Top');
  await horizontalMenu(page).waitFor();
  assert.equal(await page.locator('aside').count(), 0);
  await horizontalMenu(page).getByText('Projects', { exact: true }).hover();
  await menuEntry(page, 'Project categories').click();
  await page.waitForURL(/#\/project\/category$/);

  await chooseLayout(page, 'Mixed');
  await horizontalMenu(page).waitFor();
  // Top-level entries on top; the chosen one's children on the left.
  await horizontalMenu(page).getByText('Projects', { exact: true }).click();
  await page.waitForURL(/#\/project\/list$/);
  await openSidebar(page);
  await sideMenu(page).getByText('Project categories').waitFor();
  await sideMenu(page).getByText('Project list').waitFor();
  assert.equal(await sideMenu(page).getByText('Administrators').count(), 0);
  assert.equal(
    field(
      field(
        JSON.parse(present(await page.evaluate(() => localStorage.getItem('app')), 'the stored app state')),
        'state',
      ),
      'activeTop',
    ),
    '/project',
  );

  await chooseLayout(page, 'Left');
  await sideMenu(page).waitFor();
  assert.equal(await horizontalMenu(page).count(), 0);
  assert.equal(
    field(
      field(
        JSON.parse(
          present(await page.evaluate(() => localStorage.getItem('settings')), 'the stored settings'),
        ),
        'state',
      ),
      'layout',
    ),
    'left',
  );
});

test('a fixed header stays in view as a long page scrolls, in every navigation mode; off, it scrolls away', async ({
  page,
  baseUrl,
}) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await signIn(page, baseUrl);
  await page.goto(`${baseUrl}/#/system/menu`);
  await page.getByRole('treegrid').getByText('Project list').waitFor();
  assert.ok((await headerTopAfterScrolling(page)) < 0);

  await flip(page, 'Fixed header');
  assert.equal(await headerTopAfterScrolling(page), 0);
  await chooseLayout(page, 'Top');
  assert.equal(await headerTopAfterScrolling(page), 0);
  // Mixed: the top bar stays on top, the header right below it.
  await chooseLayout(page, 'Mixed');
  assert.equal(await headerTopAfterScrolling(page), 50);
  const menuTop = await horizontalMenu(page).evaluate((menu) => menu.getBoundingClientRect().top);
  assert.ok(menuTop >= 0 && menuTop < 50, `the top bar's menu is in view (at ${menuTop})`);

  await flip(page, 'Fixed header');
  assert.ok((await headerTopAfterScrolling(page)) < 0);
});

test('Back, Forward and a typed address open the page at the top, as a menu click does', async ({
  page,
  baseUrl,
}) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await signIn(page, baseUrl);
  await page.evaluate(() => globalThis.scrollTo(0, 200));
  assert.ok((await scrollY(page)) > 0);

  await page.goto(`${baseUrl}/#/system/menu`);
  await page.getByRole('treegrid').waitFor();
  assert.equal(await scrollY(page), 0);
  await page.evaluate(() => globalThis.scrollTo(0, 200));

  await page.goBack();
  await page.waitForURL(/#\/dashboard$/);
  assert.equal(await scrollY(page), 0);
  await page.evaluate(() => globalThis.scrollTo(0, 200));

  await page.goForward();
  await page.waitForURL(/#\/system\/menu$/);
  assert.equal(await scrollY(page), 0);
});

test('turning the logo off hides it in the sidebar and in the top bar of the top and mixed modes', async ({
  page,
  baseUrl,
}) => {
  await signIn(page, baseUrl);
  const logo = page.getByRole('link', { name: 'Management Backend' });
  await logo.waitFor();
  await chooseLayout(page, 'Mixed');
  await horizontalMenu(page).waitFor();
  assert.equal(await logo.count(), 1);

  await flip(page, 'Sidebar logo');
  assert.equal(await logo.count(), 0);
  await chooseLayout(page, 'Top');
  assert.equal(await logo.count(), 0);
  await chooseLayout(page, 'Left');
  assert.equal(await logo.count(), 0);
  await flip(page, 'Sidebar logo');
  await logo.waitFor();
});

test("the theme colour reaches the grids' row action links", async ({ page, baseUrl }) => {
  await signIn(page, baseUrl);
  await inSettings(page, async (panel: Locator) => {
    await panel.getByLabel('Theme colour', { exact: true }).locator('.ant-color-picker-trigger').click();
    // The presets in order: #409EFF, #1677FF, #13C2C2, #52C41A, #FA8C16, #F5222D, #722ED1, ...
    await page.locator('.ant-color-picker-presets-color').nth(6).click();
    await page.keyboard.press('Escape');
  });
  await page.goto(`${baseUrl}/#/system/role`);
  const edit = page.getByRole('row').getByRole('button', { name: 'Edit' }).first();
  await edit.waitFor();
  assert.equal(
    await edit.evaluate((button) => globalThis.getComputedStyle(button).color),
    'rgb(114, 46, 209)',
  );
});

test('the expanded sidebar shows a long menu title whole on hover', async ({ page, baseUrl }) => {
  await signIn(page, baseUrl);
  await openSidebar(page);
  const channels = page.locator('aside .ant-menu-submenu-title').filter({ hasText: 'Lower-level channels' });
  assert.equal(await channels.getAttribute('title'), 'Lower-level channels');
  await openFromMenu(page, 'System', 'Two-factor authentication');
  const entry = page.locator('aside li.ant-menu-item').filter({ hasText: 'Two-factor authentication' });
  assert.equal(await entry.getAttribute('title'), 'Two-factor authentication');
  const logo = page.getByRole('link', { name: 'Management Backend' });
  assert.equal(await logo.getAttribute('title'), 'Management Backend');
});

test("the dark theme's grids have dark scrollbars, not a white strip", async ({ page, baseUrl }) => {
  await signIn(page, baseUrl);
  // The browser draws a grid's scrollbars in the page's colour scheme: light ones were a white strip.
  await inSettings(page, (panel: Locator) => panel.getByText('Dark', { exact: true }).click());
  await page.goto(`${baseUrl}/#/system/role`);
  const scroller = page.locator('.dg-scroll').filter({ visible: true });
  await scroller.waitFor();
  assert.equal(await scroller.evaluate((box) => globalThis.getComputedStyle(box).colorScheme), 'dark');
});

test('a narrow window gets the menu in a drawer', async ({ page, baseUrl }) => {
  await page.setViewportSize({ width: 600, height: 800 });
  await signIn(page, baseUrl);
  assert.equal(await page.locator('aside').count(), 0);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  const drawer = page.locator('.ant-drawer-open');
  await menuEntry(page, 'System').click();
  await drawer.getByText('Roles', { exact: true }).click();
  await page.waitForURL(/#\/system\/role$/);
  await drawer.waitFor({ state: 'detached' });
});

test('the watermark lies over the pages while it is on, lets clicks through, and switching it keeps the page as it was', async ({
  page,
  baseUrl,
}) => {
  await signIn(page, baseUrl);
  const start = page.getByPlaceholder('Start date');
  await start.click();
  await page.locator('.ant-picker-presets').getByText('Last 7 days', { exact: true }).click();
  await page.keyboard.press('Escape');
  const sevenDays = await start.inputValue();
  const mark = page.locator('div[style*="background-image"][style*="data:image"]');
  assert.equal(await mark.count(), 0, 'no watermark while it is off');

  await flip(page, 'Watermark');
  await mark.first().waitFor({ state: 'attached' });
  const box = present(await mark.first().boundingBox(), 'the watermark');
  const viewport = present(page.viewportSize(), 'the viewport');
  assert.ok(box.width >= viewport.width && box.height >= viewport.height, 'the watermark covers the window');
  // Clicks pass through it to the page below: the settings button opens its panel.
  await inSettings(page, async () => undefined);
  assert.equal(await start.inputValue(), sevenDays, 'the page was not mounted afresh');

  await flip(page, 'Watermark');
  await mark.first().waitFor({ state: 'detached' });
  assert.equal(await start.inputValue(), sevenDays, 'the page was not mounted afresh');
});
