import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { assert } from '../support.ts';
import { gridRecords, waitForRowCount } from '../member-support.ts';
import { filterBy, signInAt } from '../system-support.ts';

// The demo's members are named "Member 1" … "Member 120": "Member 11" finds Member 11 and 110 to 119.
const nicknames = async (page: Page) => (await gridRecords(page)).map((record) => record.Nickname).sort();

/**
 * Waits until the list shows exactly `expected` (the rows of the view before stay until its answer
 * comes, and both views have eleven rows), then checks them once more.
 */
async function showsNicknames(page: Page, expected: string[]) {
  const deadline = Date.now() + 15_000;
  while (JSON.stringify(await nicknames(page)) !== JSON.stringify(expected) && Date.now() < deadline) {
    await page.waitForTimeout(250);
  }
  assert.deepEqual(await nicknames(page), expected);
}
const elevens = ['Member 11', ...Array.from({ length: 10 }, (_, i) => `Member 11${i}`)].sort();
const tens = ['Member 10', ...Array.from({ length: 10 }, (_, i) => `Member 10${i}`)].sort();
const keyword = (page: Page) => page.getByLabel('Keyword', { exact: true }).filter({ visible: true });

test('a filtered list keeps its view in the address: reloaded, opened from a pasted link and stepped Back to, it shows the same rows', async ({
  page,
  context,
  baseUrl,
}) => {
  await signInAt(page, baseUrl, '/user/list');
  await filterBy(page, 'Keyword', 'Member 11');
  await page.waitForURL(/#\/user\/list\?keyword=Member\+11$/);
  await waitForRowCount(page, 11);
  await showsNicknames(page, elevens);
  const link = page.url();

  await page.reload();
  await waitForRowCount(page, 11);
  await showsNicknames(page, elevens);
  assert.equal(await keyword(page).inputValue(), 'Member 11');

  // The link pasted into another tab of the same browser (signed in there too).
  const pasted = await context.newPage();
  await pasted.goto(link);
  await waitForRowCount(pasted, 11);
  await showsNicknames(pasted, elevens);
  assert.equal(await keyword(pasted).inputValue(), 'Member 11');
  await pasted.close();

  await filterBy(page, 'Keyword', 'Member 10');
  await page.waitForURL(/keyword=Member\+10$/);
  await waitForRowCount(page, 11);
  await showsNicknames(page, tens);
  await page.goBack();
  await page.waitForURL(/keyword=Member\+11$/);
  await waitForRowCount(page, 11);
  await showsNicknames(page, elevens);
  assert.equal(await keyword(page).inputValue(), 'Member 11');
});

test('a link naming a page and a chosen filter opens that page with the choice shown in its control', async ({
  page,
  baseUrl,
}) => {
  await signInAt(page, baseUrl, '/investment/list?status=settled&per_page=10&page=2');
  const status = page.locator('.ant-form-item').filter({ hasText: 'Status' }).filter({ visible: true });
  await status.getByTitle('Settled').waitFor();
  await waitForRowCount(page, 10);
  const records = await gridRecords(page);
  assert.ok(
    records.every((record) => record.Status === 'Settled'),
    JSON.stringify(records[0]),
  );
  await page
    .locator('.ant-pagination-item-active')
    .filter({ visible: true })
    .getByText('2', { exact: true })
    .waitFor();
});
