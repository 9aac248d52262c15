import type { Page, Locator } from '@playwright/test';
import { test } from '../fixtures.ts';
import { assert } from '../support.ts';
import { gridRecords, waitForRowCount } from '../member-support.ts';
import { filterBy, toast, signInAt } from '../system-support.ts';

// The demo's members are named "Member 1" … "Member 120": "Member 11" finds Member 11 and 110 to 119.
const nicknames = async (page: Page) => (await gridRecords(page)).map((record) => record.Nickname).sort();
const elevens = ['Member 11', ...Array.from({ length: 10 }, (_, i) => `Member 11${i}`)].sort();
const shown = (locator: Locator) => locator.filter({ visible: true }).first();
const keyword = (page: Page) => shown(page.getByLabel('Keyword', { exact: true }));
const viewsMenu = (page: Page) => page.locator('.ant-dropdown-menu').filter({ visible: true });

async function openViews(page: Page) {
  await shown(page.getByRole('button', { name: /Views/ })).click();
  await viewsMenu(page).waitFor();
  // Asked for as the menu opens: wait for the answer, not the loading line.
  await viewsMenu(page).getByText('Loading…').waitFor({ state: 'detached' });
  return viewsMenu(page);
}

/** Saves the list's view under `name` through the control, as an admin would. */
async function saveView(page: Page, name: string) {
  await shown(page.getByRole('button', { name: 'Save view…' })).click();
  const box = page.getByRole('dialog').filter({ hasText: 'Save this view' });
  await box.getByLabel('Name').fill(name);
  await box.getByRole('button', { name: 'Confirm' }).click();
  await toast(page, 'View saved');
  await box.waitFor({ state: 'hidden' });
}

/** Filters the member list by "Member 11", saves that view, and resets the filter. */
async function filterSaveAndReset(page: Page, baseUrl: string, name: string) {
  await signInAt(page, baseUrl, '/user/list');
  await filterBy(page, 'Keyword', 'Member 11');
  await page.waitForURL(/#\/user\/list\?keyword=Member\+11$/);
  await waitForRowCount(page, 11);
  await saveView(page, name);

  await shown(page.getByRole('button', { name: 'Reset' })).click();
  await page.waitForURL((url: URL) => !url.hash.includes('keyword'));
  await waitForRowCount(page, 20);
  assert.equal(await keyword(page).inputValue(), '');
}

/** Picks the view from the control: the list shows its rows and the address holds its filter. */
async function reapply(page: Page, name: string) {
  await (await openViews(page)).getByRole('menuitem', { name }).click();
  await page.waitForURL(/#\/user\/list\?keyword=Member\+11$/);
  await waitForRowCount(page, 11);
  assert.deepEqual(await nicknames(page), elevens);
  assert.equal(await keyword(page).inputValue(), 'Member 11');
}

test('a saved view reapplied from the filter bar shows the same rows, the address holding its filter; deleted, it is no longer offered', async ({
  page,
  baseUrl,
}) => {
  const name = `Elevens ${Date.now()}`;
  await filterSaveAndReset(page, baseUrl, name);
  await reapply(page, name);

  const menu = await openViews(page);
  await menu.getByRole('button', { name: `Delete view "${name}"` }).click();
  const box = page.getByRole('dialog').filter({ hasText: `Are you sure you want to delete "${name}"?` });
  await box.getByRole('button', { name: 'Confirm' }).click();
  await toast(page, 'Deleted successfully');
  await box.waitFor({ state: 'hidden' });
  assert.equal(await (await openViews(page)).getByRole('menuitem', { name }).count(), 0);
});

test.describe(() => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("saved views on a phone: the control, its menu and the save dialog keep within the screen's width", async ({
    page,
    baseUrl,
  }) => {
    const name = `Phone elevens ${Date.now()}`;
    await filterSaveAndReset(page, baseUrl, name);
    const width = 390;
    for (const control of [
      shown(page.getByRole('button', { name: /Views/ })),
      shown(page.getByRole('button', { name: 'Save view…' })),
    ]) {
      const box = await control.boundingBox();
      assert.ok(
        box && box.x >= 0 && box.x + box.width <= width,
        `a control lies beyond the screen: ${JSON.stringify(box)}`,
      );
    }
    const menu = await openViews(page);
    const item = await menu.getByRole('menuitem', { name }).boundingBox();
    assert.ok(
      item && item.x >= 0 && item.x + item.width <= width,
      `the menu lies beyond the screen: ${JSON.stringify(item)}`,
    );
    await page.keyboard.press('Escape');
    await reapply(page, name);
    await shown(page.getByRole('button', { name: 'Save view…' })).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Save this view' });
    const field = await dialog.getByLabel('Name').boundingBox();
    assert.ok(
      field && field.x >= 0 && field.x + field.width <= width,
      `the name field: ${JSON.stringify(field)}`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(
      await page.evaluate(() => globalThis.document.documentElement.scrollWidth),
      width,
      'the page scrolls sideways',
    );
  });
});
