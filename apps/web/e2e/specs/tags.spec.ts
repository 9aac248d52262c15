import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { openScreen, signIn } from '../system-support.ts';
import { assert, openFromMenu, openSidebar } from '../support.ts';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const closeTab = (page: Page, name: string) => tab(page, name).locator('.tags-view-close').click();

test('tags open and close, and the kept-alive dashboard keeps the range picked in it', async ({
  page,
  baseUrl,
}) => {
  await signIn(page, baseUrl);
  await openSidebar(page);
  const start = page.getByPlaceholder('Start date');
  const thirtyDays = await start.inputValue();
  await start.click();
  await page.locator('.ant-picker-presets').getByText('Last 7 days', { exact: true }).click();
  await page.keyboard.press('Escape');
  const sevenDays = await start.inputValue();
  assert.notEqual(sevenDays, thirtyDays);

  await openFromMenu(page, 'System', 'Roles');
  await tab(page, 'Roles').waitFor();
  await openFromMenu(page, 'System', 'Administrators');
  await tab(page, 'Administrators').waitFor();
  assert.deepEqual(await page.getByRole('tab').allTextContents(), ['Home', 'Roles', 'Administrators']);
  // Arrow keys, Home and End move along the strip; Enter opens the focused tab's page.
  await tab(page, 'Administrators').focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await page.waitForURL(/#\/system\/role$/);
  await page.getByRole('tab', { name: 'Roles', selected: true }).waitFor();
  await tab(page, 'Administrators').click();
  await page.waitForURL(/#\/system\/admin$/);

  await closeTab(page, 'Roles');
  await tab(page, 'Roles').waitFor({ state: 'detached' });
  assert.match(page.url(), /#\/system\/admin$/);

  // From the keyboard: Delete on a focused tab closes it; the pinned Home tab stays.
  await openFromMenu(page, 'System', 'Departments');
  await tab(page, 'Departments').focus();
  await page.keyboard.press('Delete');
  await tab(page, 'Departments').waitFor({ state: 'detached' });
  await tab(page, 'Home').focus();
  await page.keyboard.press('Delete');
  assert.deepEqual(await page.getByRole('tab').allTextContents(), ['Home', 'Administrators']);
  await page.evaluate(() => {
    const focused = globalThis.document.activeElement;
    if (focused instanceof HTMLElement) focused.blur();
  });

  await tab(page, 'Home').click();
  await page.waitForURL(/#\/dashboard$/);
  assert.equal(await start.inputValue(), sevenDays);

  // Closing all keeps the pinned Home tab; refreshing it mounts the page afresh.
  await page.getByRole('button', { name: 'Tab actions' }).click();
  await page.getByRole('menuitem', { name: 'Close all' }).click();
  await tab(page, 'Administrators').waitFor({ state: 'detached' });
  assert.deepEqual(await page.getByRole('tab').allTextContents(), ['Home']);
  await page.getByRole('button', { name: 'Tab actions' }).click();
  await page.getByRole('menuitem', { name: 'Refresh' }).click();
  await page.waitForFunction(
    ([placeholder, expected]) =>
      globalThis.document.querySelector<HTMLInputElement>(`input[placeholder="${placeholder}"]`)?.value ===
      expected,
    ['Start date', thirtyDays],
  );
});

test('the 404 and 401 pages, which have no tag, leave no tag highlighted', async ({ page, baseUrl }) => {
  await signIn(page, baseUrl);
  await page.goto(`${baseUrl}/#/system/role`);
  await tab(page, 'Roles').waitFor();
  assert.equal(await tab(page, 'Roles').getAttribute('aria-selected'), 'true');
  const highlighted = page.getByRole('tab', { selected: true });

  await page.goto(`${baseUrl}/#/404`);
  await page.getByText('Sorry, the page you visited does not exist.').waitFor();
  assert.equal(await highlighted.count(), 0);

  await page.goto(`${baseUrl}/#/system/role`);
  await highlighted.filter({ hasText: 'Roles' }).waitFor();
  await page.goto(`${baseUrl}/#/401`);
  await page.getByText('Sorry, you are not authorised to open this page.').waitFor();
  assert.equal(await highlighted.count(), 0);
});

test('a mouse wheel over the tabs scrolls them sideways when they overflow the strip', async ({
  page,
  baseUrl,
}) => {
  await page.setViewportSize({ width: 700, height: 700 });
  await signIn(page, baseUrl);
  for (const path of ['/system/admin', '/system/menu', '/user/list', '/user/balance-record', '/project/list'])
    await openScreen(page, baseUrl, path);
  const strip = page.getByRole('tablist', { name: 'Open pages' });
  const scrolled = () => strip.evaluate((element) => element.scrollLeft);
  const before = await scrolled();
  await strip.hover();
  await page.mouse.wheel(0, -400);
  await page.waitForFunction(([element, from]) => (element as HTMLElement).scrollLeft < (from as number), [
    await strip.elementHandle(),
    before,
  ] as const);
  assert.ok((await scrolled()) < before, 'the strip scrolled back towards its first tab');
});
