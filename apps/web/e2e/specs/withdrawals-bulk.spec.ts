import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { askWithdrawal, changeBalance, registerMember, type Member } from '../member-support.ts';
import { call } from '../api-call.ts';
import { api, assert, field } from '../support.ts';
import { apiToken, dialog, pick, row, signInAt } from '../system-support.ts';

/** The review screen's filter bar: screens visited before stay mounted (kept alive), hidden. */
const filterBar = (page: Page) => page.locator('#withdraw-audit-filter');

/** Four-eyes threshold for withdrawals (smallest units; 0 = off), as staff set it in the settings. */
async function withdrawalsAbove(baseUrl: string, token: string, amount: number) {
  const saved = await api(baseUrl, '/api/settings', {
    method: 'PUT',
    token,
    body: { approvals: { withdrawal_above: amount, balance_edit_above: 0 } },
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
}

test('withdrawals: a bulk reject of all that match the filter but one shows the summary and refunds each once', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const erin = await registerMember(baseUrl, token, 'e2e-bulk-erin');
  await changeBalance(baseUrl, token, erin.id, 100_000, 'e2e funding');
  const ask = (card: string, amount: number) => askWithdrawal(baseUrl, erin, amount, { cardNumber: card });
  await ask('6222 0000 0000 1111', 10_000);
  await ask('6222 0000 0000 2222', 20_000);
  const large = await ask('6222 0000 0000 3333', 30_000);
  await ask('6222 0000 0000 4444', 15_000);
  // This admin gave the large one its first approval: the second step belongs to another admin.
  await withdrawalsAbove(baseUrl, token, 25_000);
  try {
    const first = await api(baseUrl, `/api/withdrawals/${large.id}/review`, {
      method: 'POST',
      token,
      body: { status: 'approved', comment: 'First look: fine' },
    });
    assert.equal(field(field(first.body, 'data'), 'status'), 'awaiting_second', JSON.stringify(first.body));
    await rejectAllButOne(page, baseUrl, erin, large.id);
  } finally {
    await withdrawalsAbove(baseUrl, token, 0);
  }

  // 1 000.00 − 750.00 asked + 250.00 refunded, once each.
  const detail = await call(baseUrl, 'get', '/api/users/{id}', 200, { token, params: { id: erin.id } });
  assert.equal(detail.data.balance, 50_000);
  const refunds = await call(baseUrl, 'get', '/api/balance-records', 200, {
    token,
    query: { filter: { user_id: erin.id, kind: 'withdrawal_refund' } },
  });
  assert.deepEqual(refunds.data.map((r) => r.amount).sort(), [10_000, 15_000]);
  const records = await call(baseUrl, 'get', '/api/withdrawals', 200, {
    token,
    query: { filter: { user_id: erin.id } },
  });
  const statuses = Object.fromEntries(records.data.map((w) => [w.card_number.slice(-4), w.status]));
  assert.deepEqual(statuses, {
    1111: 'rejected',
    2222: 'pending',
    3333: 'awaiting_second',
    4444: 'rejected',
  });
});

/**
 * On the review screen filtered to the member: all that match (four) but the one for 200.00, rejected in
 * one go; the large one this admin approved first is skipped with its reason.
 * @param {import('playwright-core').Page} page
 * @param {string} baseUrl
 * @param {{ name: string }} member
 * @param {number} largeId
 */
async function rejectAllButOne(page: Page, baseUrl: string, member: Member, largeId: number) {
  await signInAt(page, baseUrl, '/user/withdraw-audit');
  await pick(page, filterBar(page), 'User', member.name);
  await filterBar(page)
    .getByRole('button', { name: /Search/ })
    .click();
  // The filtered answer is in once the bar counts the member's four: other specs' requests share cards.
  const bar = page.getByRole('region', { name: 'Bulk review' }).filter({ visible: true });
  const selectAll = bar.getByRole('button', { name: 'Select all 4 that match the filter' });
  await selectAll.waitFor();
  await row(page, '**** 1111').waitFor();
  await row(page, '**** 4444').waitFor();

  await selectAll.click();
  await bar.getByText('All 4 that match the filter are selected', { exact: true }).waitFor();
  await row(page, '**** 2222').getByRole('checkbox').click();
  await bar.getByText('All 4 that match the filter are selected, except 1').waitFor();

  // Opened from the keyboard and left with Escape, the dialog gives the focus back to its button.
  const reject = bar.getByRole('button', { name: 'Reject selected' });
  await reject.focus();
  await page.keyboard.press('Enter');
  await dialog(page, 'Review 3 withdrawals').getByLabel('Review comment').waitFor();
  await page.keyboard.press('Escape');
  await dialog(page, 'Review 3 withdrawals').waitFor({ state: 'detached' });
  await page.waitForFunction(
    (button) => globalThis.document.activeElement === button,
    await reject.elementHandle(),
  );

  await reject.click();
  const review = dialog(page, 'Review 3 withdrawals');
  await review.getByLabel('Review comment').fill('Bank details could not be verified');
  await review.getByRole('button', { name: 'Next' }).click();
  await review.getByText('Reject 3 withdrawals?').waitFor();
  await review.getByRole('button', { name: 'Reject 3' }).click();

  const summary = dialog(page, 'Bulk review summary');
  await summary.getByText('Rejected and refunded: 2').waitFor();
  await summary.getByText('Skipped: 1.').waitFor();
  const skipped = summary.getByRole('row').filter({ hasText: String(largeId) });
  await skipped
    .getByText('You gave this withdrawal its first approval: the second must come from another admin.')
    .waitFor();
  await summary.getByRole('button', { name: 'Close', exact: true }).last().click();
  await summary.waitFor({ state: 'detached' });

  // The rejected rows leave the waiting list; the exception and the large one stay.
  await row(page, '**** 1111').waitFor({ state: 'detached' });
  await row(page, '**** 4444').waitFor({ state: 'detached' });
  await row(page, '**** 2222').waitFor();
  await row(page, '**** 3333').waitFor();
  await bar.getByText('Selected: 0').waitFor();
}
