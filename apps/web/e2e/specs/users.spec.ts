import type { Page, Locator } from '@playwright/test';
import { test } from '../fixtures.ts';
import { readFile } from 'node:fs/promises';
import { call, type BodyOf } from '../api-call.ts';
import { api, assert, field } from '../support.ts';
import {
  apiToken,
  confirmDialog,
  dialog,
  filterBy,
  limitedAdmin,
  pick,
  row,
  signInAs,
  toast,
  signInAt,
} from '../system-support.ts';

/** Registers a member as a customer's app does, and returns them as the admin API shows them. */
async function registerMember(
  baseUrl: string,
  adminToken: string,
  body: BodyOf<'/api/member/register', 'post'>,
) {
  const registered = await api(baseUrl, '/api/member/register', { method: 'POST', body });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  const found = await call(baseUrl, 'get', '/api/users', 200, {
    token: adminToken,
    query: { filter: { keyword: body.name } },
  });
  return found.data.find((member) => member.name === body.name);
}

const memberBalance = async (baseUrl: string, token: string, id: number) =>
  (await call(baseUrl, 'get', '/api/users/{id}', 200, { token, params: { id } })).data.balance;

/** The value cell beside a label of a details table, holding exactly `text`. */
const detail = (scope: Locator, label: string, text: string) =>
  scope
    .locator('th', { hasText: label })
    .locator('xpath=following-sibling::td[1]')
    .filter({ hasText: new RegExp(`^${text.replace('.', '\\.')}$`) });

async function changeBalance(
  page: Page,
  name: string,
  amount: string,
  remarks: string,
  reason = 'Correction',
) {
  await row(page, name).getByRole('button', { name: 'Balance' }).click();
  const form = dialog(page, `Edit balance: ${name}`);
  // The amount is what the admin came to type: the dialog opens with the cursor in it.
  await page.waitForFunction(() => globalThis.document.activeElement?.id === 'user-balance_amount', null, {
    timeout: 5_000,
  });
  await page.keyboard.type(amount);
  await pick(page, form, 'Reason', reason);
  await form.getByLabel('Remarks').fill(remarks);
  await form.getByLabel('Remarks').press('Enter');
  return dialog(page, `Confirm balance change: ${name}`);
}

test('users: find a member, edit the nickname, set both passwords, move the balance and read the totals', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const name = 'e2e-users-ann';
  const member = await registerMember(baseUrl, token, {
    name,
    password: 'first-pass-1',
    pay_password: '975310',
  });
  assert.ok(member, 'the member is listed');
  await signInAt(page, baseUrl, '/user/list');
  await filterBy(page, 'Keyword', name);
  await row(page, name).getByText(member.invitation_code).waitFor();

  // Nickname: the spec's PUT with the nickname alone.
  await row(page, name).getByRole('button', { name: 'Edit' }).click();
  await dialog(page, `Edit user: ${name}`).getByLabel('Nickname').fill('Annie E2E');
  await confirmDialog(page, `Edit user: ${name}`);
  await toast(page, 'Edited successfully');
  await row(page, name).getByText('Annie E2E').waitFor();

  // Passwords: a mismatched confirmation is refused, then the member signs in with the new one.
  await row(page, name).getByRole('button', { name: 'Password' }).click();
  const passwords = dialog(page, `Change passwords: ${name}`);
  await passwords.getByLabel('Login password', { exact: true }).fill('second-pass-2');
  await passwords.getByLabel('Confirm login password').fill('second-pass-3');
  await passwords.getByLabel('Pay password', { exact: true }).fill('135790');
  await passwords.getByLabel('Confirm pay password').fill('135790');
  await passwords.getByRole('button', { name: 'Confirm' }).click();
  await passwords.getByText('Confirm Password Inconsistency').waitFor();
  await passwords.getByLabel('Confirm login password').fill('second-pass-2');
  await confirmDialog(page, `Change passwords: ${name}`);
  await toast(page, 'Edited successfully');
  const signedIn = await api(baseUrl, '/api/member/tokens', {
    method: 'POST',
    body: { name, password: 'second-pass-2' },
  });
  assert.equal(signedIn.status, 201, JSON.stringify(signedIn.body));
  const memberToken = field(signedIn.body, 'token');
  assert.ok(typeof memberToken === 'string', 'the member signs in with the new password');
  const oldPassword = await api(baseUrl, '/api/member/tokens', {
    method: 'POST',
    body: { name, password: 'first-pass-1' },
  });
  assert.equal(oldPassword.status, 422);
  // The nickname went along unchanged, as the spec's call sends it.
  await row(page, name).getByText('Annie E2E').waitFor();

  // Balance: +100.00, then -30.00, each confirmed before it moves, with the currency's symbol.
  let confirm = await changeBalance(page, name, '100', 'E2E recharge', 'Bonus');
  await confirm.getByText('+¥100.00').waitFor();
  await detail(confirm, 'Reason', 'Bonus').waitFor();
  await confirmDialog(page, `Confirm balance change: ${name}`);
  await toast(page, 'Balance changed; the balance is now ¥100.00');
  confirm = await changeBalance(page, name, '-30', 'E2E correction');
  await confirm.getByText('-¥30.00').waitFor();
  await confirmDialog(page, `Confirm balance change: ${name}`);
  await row(page, name).getByText('70.00', { exact: true }).waitFor();

  // -1000 would take the balance below 0: refused on the field, nothing moves.
  await row(page, name).getByRole('button', { name: 'Balance' }).click();
  let form = dialog(page, `Edit balance: ${name}`);
  await form.getByLabel('Change amount').fill('-1000');
  await pick(page, form, 'Reason', 'Other');
  await form.getByLabel('Remarks').fill('too much');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByText('The balance cannot go below 0 (current balance ¥70.00)').waitFor();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await form.waitFor({ state: 'detached' });
  assert.equal(await memberBalance(baseUrl, token, member.id), 7000);
  await row(page, name).getByText('70.00', { exact: true }).waitFor();

  // The server checks again: the balance moved (another desk) after the modal read it.
  form = dialog(page, `Edit balance: ${name}`);
  confirm = await changeBalance(page, name, '-50', 'late deduction');
  const elsewhere = await api(baseUrl, `/api/users/${member.id}/balance`, {
    method: 'POST',
    token,
    body: { amount: -6000, reason: 'correction', remarks: 'another desk' },
  });
  assert.equal(elsewhere.status, 201, JSON.stringify(elsewhere.body));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await form.getByText('The balance is not enough for this change.').waitFor();
  await form.getByRole('button', { name: 'Cancel' }).click();
  assert.equal(await memberBalance(baseUrl, token, member.id), 1000);

  // A withdrawal made with the new pay password shows in the member's totals, as awaiting review.
  const withdrawn = await api(baseUrl, '/api/member/withdrawals', {
    method: 'POST',
    token: memberToken,
    body: {
      account_name: 'Ann',
      card_number: '6222000011112222',
      bank_name: 'E2E Bank',
      amount: 250,
      pay_password: '135790',
    },
  });
  assert.equal(withdrawn.status, 201, JSON.stringify(withdrawn.body));
  await row(page, name).getByRole('button', { name: 'Info' }).click();
  const info = dialog(page, `User details: ${name}`);
  await detail(info, 'Balance', '¥7.50').waitFor();
  await detail(info, 'Withdrawals awaiting review', '¥2.50').waitFor();
  await detail(info, 'Total withdrawn (approved)', '¥0.00').waitFor();
  await detail(info, 'Total invested', '¥0.00').waitFor();
  await detail(info, 'Team size', '0').waitFor();
  await info.getByRole('button', { name: 'Close' }).last().click();
  await info.waitFor({ state: 'detached' });
});

test('users: filter by superior, and export the filtered list', async ({ page, baseUrl }) => {
  const token = await apiToken(baseUrl);
  const leader = await registerMember(baseUrl, token, {
    name: 'e2e-users-lead',
    password: 'leader-pass-1',
    pay_password: '246810',
  });
  assert.ok(leader, 'the leader is listed');
  const follower = await registerMember(baseUrl, token, {
    name: 'e2e-users-follow',
    password: 'follow-pass-1',
    pay_password: '246810',
    invitation_code: leader.invitation_code,
  });
  assert.ok(follower, 'the follower is listed');
  await signInAt(page, baseUrl, '/user/list');
  await row(page, leader.invitation_code).waitFor();

  await pick(page, page, 'Superior', leader.name);
  await page.getByRole('button', { name: /Search/ }).click();
  await row(page, leader.invitation_code).waitFor({ state: 'detached' });
  await row(page, follower.name).getByText(leader.name).waitFor();

  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Export all' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^users-\d{14}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  assert.ok(csv.includes(follower.name), csv);
  assert.ok(!csv.includes(leader.invitation_code), 'the export follows the filter');

  // Info of the leader counts the follower in the team.
  await page.getByRole('button', { name: /Reset/ }).click();
  await filterBy(page, 'Keyword', leader.name);
  await row(page, leader.invitation_code).getByRole('button', { name: 'Info' }).click();
  const info = dialog(page, `User details: ${leader.name}`);
  await detail(info, 'Team size', '1').waitFor();
});

test('users: an admin holding only users.query reads the list and details but changes nothing', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  await registerMember(baseUrl, token, {
    name: 'e2e-users-readonly',
    password: 'member-pass-1',
    pay_password: '246810',
  });
  const credentials = await limitedAdmin(baseUrl, ['users.query'], 'users');
  await signInAs(page, baseUrl, credentials, '/user/list');
  await filterBy(page, 'Keyword', 'e2e-users-readonly');
  await row(page, 'e2e-users-readonly').getByRole('button', { name: 'Info' }).waitFor();
  for (const action of ['Edit', 'Password', 'Balance']) {
    assert.equal(
      await row(page, 'e2e-users-readonly').getByRole('button', { name: action }).count(),
      0,
      action,
    );
  }
});
