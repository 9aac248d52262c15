import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';
import { call } from '../api-call.ts';
import { test } from '../fixtures.ts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  askWithdrawal,
  changeBalance,
  gridRecords,
  registerMember,
  waitForRowCount,
} from '../member-support.ts';
import { assert } from '../support.ts';
import { apiToken, openScreen, pick, row, toast, signIn } from '../system-support.ts';

const HOUR = 3_600_000;

async function fundedMember(baseUrl: string, adminToken: string, prefix: string, amount: number) {
  const member = await registerMember(baseUrl, adminToken, prefix);
  await changeBalance(baseUrl, adminToken, member.id, amount, 'e2e funding');
  return member;
}

const summaryNow = async (baseUrl: string, token: string) =>
  (await call(baseUrl, 'get', '/api/withdrawals/summary', 200, { token })).data;

/** The sidebar's review entry, named as a screen reader reads it (the count is part of its name). */
const reviewEntry = (page: Page) =>
  page
    .getByRole('menuitem', { name: /Withdrawal review/ })
    .filter({ visible: true })
    .first();

/** Waits until the review entry reads `count` waiting (nothing at 0), to the eye and to a screen reader. */
async function waitForCount(page: Page, count: number) {
  const entry = reviewEntry(page);
  if (count === 0) {
    await page
      .getByRole('menuitem', { name: /Withdrawal review$/ })
      .filter({ visible: true })
      .waitFor();
    assert.equal(await entry.locator('.ant-badge').count(), 0, 'no badge while none wait');
    return;
  }
  await page
    .getByRole('menuitem', { name: new RegExp(`Withdrawal review ${count} waiting for review$`) })
    .filter({ visible: true })
    .waitFor();
  await entry.locator(`.ant-badge [title="${count}"]`).waitFor();
}

/** Opens the "Users" catalogue in the sidebar, where the review entry is. */
async function openUsersCatalogue(page: Page) {
  const title = page.locator('.ant-menu-submenu-title').filter({ hasText: 'Users', visible: true }).first();
  if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
  await reviewEntry(page).waitFor();
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The colour-contrast failures axe finds inside `selector`. */
async function contrastFailures(page: Page, selector: string) {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  return page.evaluate(async (scope: string) => {
    const { axe } = globalThis as typeof globalThis & { axe: typeof Axe };
    const result = await axe.run(scope, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    return result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  }, selector);
}

test('waiting withdrawals: the review entry counts them, and moves when a member asks, without a reload', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const erin = await fundedMember(baseUrl, token, 'e2e-wait-erin', 30_000);
  // Other specs of the run may have left requests waiting: the count starts from the server's.
  const before = (await summaryNow(baseUrl, token)).pending_count;

  await signIn(page, baseUrl);
  await openUsersCatalogue(page);
  await waitForCount(page, before);
  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => Object.assign(globalThis, { stillTheSamePage: true }));

  const first = await askWithdrawal(baseUrl, erin, 5_000);
  await waitForCount(page, before + 1);
  await askWithdrawal(baseUrl, erin, 6_000);
  await waitForCount(page, before + 2);
  assert.deepEqual(await contrastFailures(page, '.ant-menu'), [], 'the badge reads against its colour');

  // A review elsewhere (another admin, the API) takes one off.
  await call(baseUrl, 'post', '/api/withdrawals/{id}/review', 200, {
    token,
    params: { id: first.id },
    body: { status: 'approved', comment: 'Paid by bank transfer' },
  });
  await waitForCount(page, before + 1);
  assert.equal(
    await page.evaluate(
      () => (globalThis as typeof globalThis & { stillTheSamePage?: boolean }).stillTheSamePage,
    ),
    true,
    'the page was not reloaded',
  );
  assert.equal((await summaryNow(baseUrl, token)).pending_count, before + 1);
});

test('waiting withdrawals: the review list is oldest first, and marks requests past the overdue age set in the settings', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const finn = await fundedMember(baseUrl, token, 'e2e-wait-finn', 30_000);
  // Asked one after the other: each is younger than the one before.
  for (const [card, amount] of [
    ['6222025500001001', 1_000],
    ['6222025500001002', 2_000],
    ['6222025500001003', 3_000],
  ] as const)
    await askWithdrawal(baseUrl, finn, amount, { cardNumber: card });

  await signIn(page, baseUrl);
  try {
    // The overdue age is a setting: an hour here.
    await page.goto(`${baseUrl}/#/config/settings`);
    await page.getByRole('tab', { name: 'Withdrawals' }).click();
    const form = page.locator('form[id="settings-withdrawals"]');
    const hours = form.getByLabel('Withdrawal overdue after (hours)');
    await hours.fill('1');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved successfully');
    assert.equal((await summaryNow(baseUrl, token)).overdue_hours, 1);

    await openScreen(page, baseUrl, '/user/withdraw-audit');
    await pick(page, page.locator('#withdraw-audit-filter'), 'User', finn.name);
    await page
      .locator('#withdraw-audit-filter')
      .getByRole('button', { name: /Search/ })
      .click();
    // Only this member's three: the filter is applied.
    await row(page, '**** 1003').waitFor();
    await row(page, '**** 1001').waitFor();
    await waitForRowCount(page, 3);
    // Oldest first, and the grid's header says so.
    const requests = await gridRecords(page);
    assert.deepEqual(
      requests.map((r) => r['Amount (CNY)']),
      ['10.00', '20.00', '30.00'],
      JSON.stringify(requests),
    );
    const requestedAt = page.getByRole('columnheader', { name: /Requested at/ }).filter({ visible: true });
    assert.equal(await requestedAt.getAttribute('aria-sort'), 'ascending');
    // Just asked: none is overdue yet.
    for (const request of requests) assert.match(String(request.Waiting), /^\d+ min$/);
    assert.equal(await row(page, '**** 1001').locator('.ant-tag').count(), 0);

    // Two hours on, as the browser sees it (the server and its data are left as they are).
    await page.clock.setSystemTime(Date.now() + 2 * HOUR);
    await page.reload();
    await pick(page, page.locator('#withdraw-audit-filter'), 'User', finn.name);
    await page
      .locator('#withdraw-audit-filter')
      .getByRole('button', { name: /Search/ })
      .click();
    for (const card of ['1001', '1002', '1003'])
      await row(page, `**** ${card}`).locator('.ant-tag', { hasText: 'Overdue · 2 h' }).waitFor();
    assert.deepEqual(await contrastFailures(page, '[role="grid"]'), [], 'the mark reads against its colour');
  } finally {
    await call(baseUrl, 'put', '/api/settings', 200, { token, body: { withdrawal_overdue_hours: 24 } });
  }
});
