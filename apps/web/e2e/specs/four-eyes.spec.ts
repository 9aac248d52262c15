import type { BrowserContext, Page } from '@playwright/test';
import { call } from '../api-call.ts';
import { test } from '../fixtures.ts';
import type { Credentials } from '../support.ts';
import { askWithdrawal, changeBalance, registerMember, unique } from '../member-support.ts';
import { assert, fillLogin, present } from '../support.ts';
import {
  apiToken,
  confirmDialog,
  dialog,
  filterBy,
  limitedAdmin,
  openScreen,
  pick,
  row,
  toast,
  signIn,
} from '../system-support.ts';

/** A second admin at another desk: their own browser context, signed in through the login page. */
async function secondDesk(context: BrowserContext, baseUrl: string, credentials: Credentials) {
  const other = await present(context.browser(), 'the browser').newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  other.setDefaultTimeout(15_000);
  const page = await other.newPage();
  await page.goto(`${baseUrl}/#/login`);
  await fillLogin(page, credentials);
  await page.waitForURL(/#\/dashboard$/);
  return { page, close: () => other.close() };
}

/** Shows only this member's rows on a list screen with a member filter. */
async function filterByMember(page: Page, screen: string, name: string) {
  const bar = page.locator(`#${screen}-filter`);
  await pick(page, bar, 'User', name);
  await bar.getByRole('button', { name: /Search/ }).click();
}

/** The four-eyes amounts, set through the settings screen in the admin's own units. */
async function setThresholds(page: Page, baseUrl: string, withdrawals: string, balanceEdits: string) {
  await page.goto(`${baseUrl}/#/config/settings`);
  await page.getByRole('tab', { name: 'Four-eyes approval' }).click();
  const form = page.locator('form[id="settings-approvals"]');
  await form.getByLabel('Withdrawals above').fill(withdrawals);
  await form.getByLabel('Balance edits above').fill(balanceEdits);
  await form.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Saved successfully');
}

const balanceOf = async (baseUrl: string, token: string, id: number) =>
  (await call(baseUrl, 'get', '/api/users/{id}', 200, { token, params: { id } })).data.balance;

const thresholdsOff = (baseUrl: string, token: string) =>
  call(baseUrl, 'put', '/api/settings', 200, {
    token,
    body: { approvals: { withdrawal_above: 0, balance_edit_above: 0 } },
  });

test('four-eyes: a large withdrawal needs two different admins, and the first cannot give the second approval', async ({
  page,
  context,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const member = await registerMember(baseUrl, token, 'e2e-4eyes-wd');
  await changeBalance(baseUrl, token, member.id, 500_000, 'e2e funding');
  const asked = await askWithdrawal(baseUrl, member, 300_000, { cardNumber: '6222 0211 2222 8642' });
  // Below the threshold: one approval decides it.
  await askWithdrawal(baseUrl, member, 50_000, { cardNumber: '6222 0211 2222 7531' });
  const reviewer = await limitedAdmin(
    baseUrl,
    ['withdrawals.review', 'withdrawals.query', 'users.query'],
    unique('4eyes-reviewer'),
  );
  let desk: Awaited<ReturnType<typeof secondDesk>> | undefined;
  await signIn(page, baseUrl);
  try {
    await setThresholds(page, baseUrl, '1000', '0');
    const saved = await call(baseUrl, 'get', '/api/settings', 200, { token });
    assert.deepEqual(saved.data.approvals, { withdrawal_above: 100_000, balance_edit_above: 0 });

    // The first approval: the dialog says which step it is; the request stays in the queue.
    await openScreen(page, baseUrl, '/user/withdraw-audit');
    await filterByMember(page, 'withdraw-audit', member.name);
    await row(page, '**** 8642').getByText('First approval', { exact: true }).waitFor();
    await row(page, '**** 7531').getByText('Single approval', { exact: true }).waitFor();
    await row(page, '**** 8642').getByRole('button', { name: 'Approve' }).click();
    const approve = dialog(page, 'Approve withdrawal');
    await approve.getByText(/^First approval: the amount is above the approval limit/).waitFor();
    await approve.getByLabel('Review comment').fill('Card and name checked');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'First approval recorded: another admin must give the second approval');
    await row(page, '**** 8642').getByText('Second approval', { exact: true }).waitFor();

    // The same admin again: the row offers them no decision (the server would refuse it).
    const mine = row(page, '**** 8642');
    assert.equal(await mine.getByRole('button', { name: 'Approve' }).count(), 0);
    assert.equal(await mine.getByRole('button', { name: 'Reject' }).count(), 0);
    const waiting = await call(baseUrl, 'get', '/api/withdrawals/{id}', 200, {
      token,
      params: { id: asked.id },
    });
    assert.equal(waiting.data.status, 'awaiting_second');

    // Another admin gives the second approval at their desk.
    desk = await secondDesk(context, baseUrl, reviewer);
    await openScreen(desk.page, baseUrl, '/user/withdraw-audit');
    await filterByMember(desk.page, 'withdraw-audit', member.name);
    await row(desk.page, '**** 8642').getByRole('button', { name: 'Approve' }).click();
    const second = dialog(desk.page, 'Approve withdrawal');
    await second
      .getByText(/^Second approval: first approved by Admin at .+: Card and name checked$/)
      .waitFor();
    await second.getByLabel('Review comment').fill('Paid by bank transfer');
    await second.getByLabel('Review comment').press('Enter');
    await toast(desk.page, 'The withdrawal was approved');
    await row(desk.page, '**** 8642').waitFor({ state: 'detached' });

    const { data: done } = await call(baseUrl, 'get', '/api/withdrawals/{id}', 200, {
      token,
      params: { id: asked.id },
    });
    assert.equal(done.status, 'approved');
    const firstReview = present(done.first_review, 'the first review');
    assert.equal(present(firstReview.reviewer, 'the first reviewer').name, 'Admin');
    assert.equal(firstReview.comment, 'Card and name checked');
    assert.notEqual(present(done.reviewer, 'the reviewer').id, firstReview.reviewer?.id);
    // 5 000.00 funded; 3 000.00 approved and 500.00 still waiting for review, both taken when asked.
    assert.equal(await balanceOf(baseUrl, token, member.id), 150_000);

    // The records show both approvals.
    await openScreen(page, baseUrl, '/user/withdraw-record');
    await filterByMember(page, 'withdraw-record', member.name);
    await row(page, '**** 8642').getByRole('button', { name: 'Details' }).click();
    const details = dialog(page, 'Withdrawal details');
    await details.getByText(/^Admin · .+ · Card and name checked$/).waitFor();
    await details.getByText('Paid by bank transfer').waitFor();
  } finally {
    await desk?.close();
    await thresholdsOff(baseUrl, token);
  }
});

test('four-eyes: a large balance edit waits as a pending adjustment until a second admin approves it', async ({
  page,
  context,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const member = await registerMember(baseUrl, token, 'e2e-4eyes-adj');
  await changeBalance(baseUrl, token, member.id, 10_000, 'e2e funding');
  const checker = await limitedAdmin(baseUrl, ['users.balance', 'users.query'], unique('4eyes-checker'));
  let desk: Awaited<ReturnType<typeof secondDesk>> | undefined;
  await signIn(page, baseUrl);
  try {
    await setThresholds(page, baseUrl, '0', '500');

    // The edit above ¥500.00 asks, and moves nothing yet.
    await openScreen(page, baseUrl, '/user/list');
    await filterBy(page, 'Keyword', member.name);
    await row(page, member.name).getByRole('button', { name: 'Balance' }).click();
    const form = dialog(page, `Edit balance: ${member.name}`);
    await form.getByLabel('Change amount').fill('2500');
    await pick(page, form, 'Reason', 'Bonus');
    await form.getByLabel('Remarks').fill('E2E large bonus');
    await form.getByLabel('Remarks').press('Enter');
    // The last step before sending does not promise a change at once: it may wait for a second admin.
    await dialog(page, `Confirm balance change: ${member.name}`)
      .getByText('unless the amount is above the approval limit: a second admin must then approve it first')
      .waitFor();
    await confirmDialog(page, `Confirm balance change: ${member.name}`);
    await toast(
      page,
      'The change is above the approval amount: it waits for another admin to approve it, and the balance has not changed yet',
    );
    assert.equal(await balanceOf(baseUrl, token, member.id), 10_000);

    // Its maker sees it pending, without the buttons to decide it.
    await openScreen(page, baseUrl, '/user/balance-adjustment');
    const mine = row(page, 'E2E large bonus');
    await mine.getByText('Pending approval', { exact: true }).waitFor();
    assert.equal(await mine.getByRole('button', { name: 'Approve' }).count(), 0);

    // The second admin approves it: the money moves then.
    desk = await secondDesk(context, baseUrl, checker);
    await openScreen(desk.page, baseUrl, '/user/balance-adjustment');
    await row(desk.page, 'E2E large bonus').getByRole('button', { name: 'Approve' }).click();
    const approve = dialog(desk.page, 'Approve balance adjustment');
    await approve.getByText(/^Second approval: asked by Admin at /).waitFor();
    await approve.getByText(`Approving changes ${member.name}'s balance by +¥2,500.00 at once.`).waitFor();
    await approve.getByLabel('Review comment').fill('Bonus agreed');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await toast(desk.page, 'The adjustment was approved and the balance changed');
    await row(desk.page, 'E2E large bonus').waitFor({ state: 'detached' });

    assert.equal(await balanceOf(baseUrl, token, member.id), 260_000);
    const records = await call(baseUrl, 'get', '/api/balance-records', 200, {
      token,
      query: { filter: { user_id: member.id } },
    });
    assert.deepEqual(
      records.data.map((r) => [r.kind, r.amount, r.remarks]),
      [
        ['recharge', 250_000, 'E2E large bonus'],
        ['recharge', 10_000, 'e2e funding'],
      ],
    );
  } finally {
    await desk?.close();
    await thresholdsOff(baseUrl, token);
  }
});
