import type { Page, Locator } from '@playwright/test';
import { test } from '../fixtures.ts';
import { call } from '../api-call.ts';
import { assert, present, storedToken } from '../support.ts';
import {
  apiToken,
  confirmDialog,
  created,
  dialog,
  openScreen,
  row,
  toast,
  signIn,
  signInAt,
} from '../system-support.ts';

// Both channel screens stay mounted, hidden, once opened: only what is on screen counts.
const shown = (locator: Locator) => locator.filter({ visible: true });
const line = (page: Page, text: string) => shown(row(page, text));

/** Opens a channel screen and waits until its own list, not the other kind's, is on screen. */
async function openChannels(page: Page, baseUrl: string, kind: string, ownRow: string) {
  await openScreen(page, baseUrl, `/channel/${kind}`);
  await line(page, ownRow).waitFor();
}

async function channelByCode(baseUrl: string, token: string, kind: 'payment' | 'transfer', code: string) {
  const { data } = await call(baseUrl, 'get', '/api/channels', 200, {
    token,
    query: { filter: { kind, keyword: code } },
  });
  return data.find((channel) => channel.code === code);
}

test('channels: a payment channel with a fee and amount bounds, edited, kept off the transfer list, deleted', async ({
  page,
  baseUrl,
}) => {
  // One channel of each kind already there, so each screen has a row of its own to show.
  const setupToken = await apiToken(baseUrl);
  await created(baseUrl, setupToken, '/api/channels', {
    kind: 'payment',
    name: 'E2E Wallet',
    code: 'e2e-wallet',
    fee_percent: '1',
  });
  await created(baseUrl, setupToken, '/api/channels', {
    kind: 'transfer',
    name: 'E2E Payout',
    code: 'e2e-payout',
    fee_percent: '0',
    min_amount: 100,
  });

  await signIn(page, baseUrl);
  await openChannels(page, baseUrl, 'payment', 'E2E Wallet');
  await shown(page.getByRole('button', { name: 'plus Add', exact: true })).click();
  const form = dialog(page, 'Add payment channel');
  await form.getByLabel('Channel name').fill('E2E Card');
  await form.getByLabel('Channel code').fill('e2e-card');
  await form.getByLabel('Fee rate').fill('0.6');
  await form.getByLabel('Minimum amount').fill('10.50');
  await form.getByLabel('Maximum amount').fill('5000');
  await confirmDialog(page, 'Add payment channel');
  await toast(page, 'Added successfully');

  const card = line(page, 'E2E Card');
  for (const text of ['e2e-card', '0.6%', '10.50', '5,000.00', 'On']) {
    await card.getByText(text, { exact: true }).waitFor();
  }
  const token = await storedToken(page);
  const saved = present(await channelByCode(baseUrl, token, 'payment', 'e2e-card'), 'the channel');
  assert.deepEqual(
    [saved.kind, saved.fee_percent, saved.min_amount, saved.max_amount],
    ['payment', '0.6', 1050, 500000],
  );

  // A maximum below the minimum is named on its field and nothing is sent.
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit payment channel');
  assert.equal(await edit.getByLabel('Maximum amount').inputValue(), '5000.00');
  await edit.getByLabel('Maximum amount').fill('10.49');
  await edit.getByRole('button', { name: 'Confirm' }).click();
  await edit.getByText('The maximum cannot be less than the minimum', { exact: true }).waitFor();
  assert.equal(
    present(await channelByCode(baseUrl, token, 'payment', 'e2e-card'), 'the channel').max_amount,
    500000,
  );

  // An empty maximum means none.
  await edit.getByLabel('Maximum amount').fill('');
  await edit.getByLabel('Fee rate').fill('1.2345');
  await confirmDialog(page, 'Edit payment channel');
  await toast(page, 'Edited successfully');
  await card.getByText('No maximum', { exact: true }).waitFor();
  await card.getByText('1.2345%', { exact: true }).waitFor();
  const edited = present(await channelByCode(baseUrl, token, 'payment', 'e2e-card'), 'the channel');
  assert.deepEqual([edited.fee_percent, edited.min_amount, edited.max_amount], ['1.2345', 1050, null]);

  await openChannels(page, baseUrl, 'transfer', 'E2E Payout');
  await line(page, 'E2E Payout').getByText('1.00', { exact: true }).waitFor();
  assert.equal(await line(page, 'E2E Card').count(), 0);
  assert.equal(await line(page, 'E2E Wallet').count(), 0);

  await openChannels(page, baseUrl, 'payment', 'E2E Card');
  await card.getByRole('button', { name: 'Delete' }).click();
  const ask = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete "E2E Card"?' });
  await ask.getByRole('button', { name: 'Confirm' }).click();
  await toast(page, 'Deleted successfully');
  await card.waitFor({ state: 'detached' });
  assert.equal(await channelByCode(baseUrl, token, 'payment', 'e2e-card'), undefined);
  await line(page, 'E2E Wallet').waitFor();
});

test('keyboard: the add dialog, opened and closed with keys, gives the focus back to its button', async ({
  page,
  baseUrl,
}) => {
  await signInAt(page, baseUrl, '/channel/payment');
  const add = shown(page.getByRole('button', { name: 'plus Add', exact: true }));
  await add.focus();
  await page.keyboard.press('Enter');
  const form = dialog(page, 'Add payment channel');
  await form.getByLabel('Channel name').waitFor();
  await page.keyboard.press('Escape');
  await form.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.textContent?.includes('Add'));
  assert.equal(await add.evaluate((button) => button === document.activeElement), true);
});
