import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { askWithdrawal, changeBalance, registerMember, type Member } from '../member-support.ts';
import { call } from '../api-call.ts';
import { api, assert } from '../support.ts';
import { apiToken, dialog, filterBy, openScreen, pick, row, toast, signInAt } from '../system-support.ts';

/** A member registered through the member API, with a balance given by the admin API. */
async function fundedMember(baseUrl: string, adminToken: string, prefix: string, amount: number) {
  const member = await registerMember(baseUrl, adminToken, prefix);
  await changeBalance(baseUrl, adminToken, member.id, amount, 'e2e funding');
  return member;
}

const askToWithdraw = (baseUrl: string, member: Member, cardNumber: string, amount: number) =>
  askWithdrawal(baseUrl, member, amount, { cardNumber });

/** The filter bar of one screen: screens visited before stay mounted (kept alive), hidden. */
const filterBar = (page: Page, screen: string) => page.locator(`#${screen}-filter`);

/** Shows only this member's withdrawals: the list may hold anyone's. */
async function filterByMember(page: Page, screen: string, name: string) {
  await pick(page, filterBar(page, screen), 'User', name);
  await filterBar(page, screen)
    .getByRole('button', { name: /Search/ })
    .click();
}

test('withdrawals: approve one with a comment, reject the other, and find both in the records', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const bob = await fundedMember(baseUrl, token, 'e2e-wd-bob', 50_000);
  await askToWithdraw(baseUrl, bob, '6222 0212 3456 7890', 12_000);
  await askToWithdraw(baseUrl, bob, '6222 0298 7654 3210', 8_000);

  await signInAt(page, baseUrl, '/user/withdraw-audit');
  await filterByMember(page, 'withdraw-audit', bob.name);
  await row(page, '**** 7890').getByText('120.00').waitFor();
  await row(page, '**** 3210').getByText('80.00').waitFor();
  assert.equal(await page.getByText('6222 0212 3456 7890').count(), 0, 'the grid masks card numbers');

  // Approve: the comment is required, then Enter submits.
  await row(page, '**** 7890').getByRole('button', { name: 'Approve' }).click();
  const approve = dialog(page, 'Approve withdrawal');
  await approve.getByText('6222 0212 3456 7890').waitFor();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await approve.getByText('Please enter the review comment').waitFor();
  await approve.getByLabel('Review comment').fill('Paid by bank transfer');
  await approve.getByLabel('Review comment').press('Enter');
  await toast(page, 'The withdrawal was approved');
  await row(page, '**** 7890').waitFor({ state: 'detached' });

  await row(page, '**** 3210').getByRole('button', { name: 'Reject' }).click();
  const reject = dialog(page, 'Reject withdrawal');
  await reject.getByText("Rejecting returns ¥80.00 to the user's balance.").waitFor();
  await reject.getByLabel('Review comment').fill('Card number does not match the account');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await toast(page, "The withdrawal was rejected and the amount returned to the user's balance");
  await row(page, '**** 3210').waitFor({ state: 'detached' });
  await page.getByText('No withdrawals are waiting for review').waitFor();

  // The rejected 80.00 is back: 500.00 - 120.00 - 80.00 + 80.00.
  const detail = await call(baseUrl, 'get', '/api/users/{id}', 200, { token, params: { id: bob.id } });
  assert.equal(detail.data.balance, 38_000);
  await openScreen(page, baseUrl, '/user/list');
  await filterBy(page, 'Keyword', bob.name);
  await row(page, bob.name).getByText('380.00', { exact: true }).waitFor();

  await openScreen(page, baseUrl, '/user/withdraw-record');
  await filterByMember(page, 'withdraw-record', bob.name);
  const approved = row(page, '**** 7890');
  await approved.getByText('Approved', { exact: true }).waitFor();
  await approved.getByText('Paid by bank transfer').waitFor();
  await approved.getByText('Admin', { exact: true }).waitFor();
  const rejected = row(page, '**** 3210');
  await rejected.getByText('Rejected', { exact: true }).waitFor();
  await rejected.getByText('Card number does not match the account').waitFor();
  await rejected.getByText('Admin', { exact: true }).waitFor();

  await pick(page, filterBar(page, 'withdraw-record'), 'Review status', 'Rejected');
  await filterBar(page, 'withdraw-record')
    .getByRole('button', { name: /Search/ })
    .click();
  await approved.waitFor({ state: 'detached' });
  await rejected.waitFor();

  // Details show the whole card number and the review.
  await rejected.getByRole('button', { name: 'Details' }).click();
  const details = dialog(page, 'Withdrawal details');
  await details.getByText('6222 0298 7654 3210').waitFor();
  await details.getByText('Card number does not match the account').waitFor();
});

test('withdrawals: a request reviewed meanwhile by someone else is refused and leaves the list', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const carol = await fundedMember(baseUrl, token, 'e2e-wd-carol', 10_000);
  const asked = await askToWithdraw(baseUrl, carol, '6222 0277 0000 4455', 5_000);

  await signInAt(page, baseUrl, '/user/withdraw-audit');
  await filterByMember(page, 'withdraw-audit', carol.name);
  await row(page, '**** 4455').getByRole('button', { name: 'Reject' }).click();
  const reject = dialog(page, 'Reject withdrawal');
  await reject.getByLabel('Review comment').fill('Duplicate request');

  const other = await api(baseUrl, `/api/withdrawals/${asked.id}/review`, {
    method: 'POST',
    token,
    body: { status: 'approved', comment: 'Paid at the counter' },
  });
  assert.equal(other.status, 200, JSON.stringify(other.body));

  await reject.getByRole('button', { name: 'Reject' }).click();
  await toast(page, 'This withdrawal has already been reviewed.');
  await reject.waitFor({ state: 'detached' });
  await row(page, '**** 4455').waitFor({ state: 'detached' });
  // Nothing was refunded: the approval stands.
  const detail = await call(baseUrl, 'get', '/api/users/{id}', 200, { token, params: { id: carol.id } });
  assert.equal(detail.data.balance, 5_000);
});

test('withdrawals: a new request reaches the open review screen at once, with a notice', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const dave = await fundedMember(baseUrl, token, 'e2e-wd-dave', 20_000);

  await signInAt(page, baseUrl, '/user/withdraw-audit');
  await filterByMember(page, 'withdraw-audit', dave.name);
  await page.getByText('No withdrawals are waiting for review').waitFor();

  // The member asks while the reviewer looks at the screen: no reload, no search.
  await askToWithdraw(baseUrl, dave, '6222 0233 1111 2468', 7_000);
  const notice = page.locator('.ant-notification-notice').filter({ hasText: 'New withdrawal request' });
  await notice.getByText(`${dave.name} asks to withdraw ¥70.00.`).waitFor();
  await row(page, '**** 2468').getByText('70.00').waitFor();
});
