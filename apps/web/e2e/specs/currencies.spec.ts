import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { call, type AnswerOf } from '../api-call.ts';
import { api, assert, present } from '../support.ts';
import { changeBalance, registerMember } from '../member-support.ts';

type Currency = AnswerOf<'/api/currencies', 'get', 200>['data'][number];
import {
  apiToken,
  confirmDialog,
  deleteRow,
  dialog,
  filterBy,
  openScreen,
  row,
  toast,
  signInAt,
} from '../system-support.ts';

const defaultTag = (page: Page, code: string) => row(page, code).getByText('Default', { exact: true });

/** The currency that is the default now, and a way to make a currency the default through the API. */
async function currencies(baseUrl: string, token: string) {
  const { data: list } = await call(baseUrl, 'get', '/api/currencies', 200, {
    token,
    query: { per_page: 1000 },
  });
  const makeDefault = async (currency: Currency) =>
    (
      await call(baseUrl, 'put', '/api/currencies/{id}', 200, {
        token,
        params: { id: currency.id },
        body: {
          code: currency.code,
          name: currency.name,
          symbol: currency.symbol,
          decimals: currency.decimals,
          status: true,
          is_default: true,
        },
      })
    ).data;
  return {
    list,
    previous: present(
      list.find((c) => c.is_default),
      'the default currency',
    ),
    makeDefault,
  };
}

test('currencies: add, edit, make the default, refuse to unset or delete it, delete another', async ({
  page,
  baseUrl,
}) => {
  await signInAt(page, baseUrl, '/finance/currency');
  await defaultTag(page, 'CNY').waitFor();

  // The form checks the code with the server's own rule before sending it.
  await page.getByRole('button', { name: 'plus Add', exact: true }).click();
  const form = dialog(page, 'Add currency');
  await form.getByLabel('Currency code').fill('usd');
  await form.getByLabel('Currency name').fill('E2E dollar');
  await form.getByLabel('Symbol').fill('$');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await form.getByText('Enter a three-letter ISO 4217 code in capitals, such as USD').waitFor();
  await form.getByLabel('Currency code').fill('USD');
  // Places past the four the server keeps are named, not quietly made four.
  await form.getByLabel('Decimal places').fill('5');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await form.getByText('Enter a whole number from 0 to 4').waitFor();
  await form.getByLabel('Decimal places').fill('2');
  await confirmDialog(page, 'Add currency');
  await toast(page, 'Added successfully');
  await row(page, 'E2E dollar').getByText('$', { exact: true }).waitFor();
  assert.equal(await defaultTag(page, 'USD').count(), 0);

  await row(page, 'USD').getByRole('button', { name: 'Edit' }).click();
  await dialog(page, 'Edit currency').getByLabel('Currency name').fill('E2E US dollar');
  await confirmDialog(page, 'Edit currency');
  await toast(page, 'Edited successfully');
  await row(page, 'E2E US dollar').waitFor();

  // One default: choosing USD takes the tag from CNY, once the admin has read what it changes.
  await row(page, 'USD').getByRole('button', { name: 'Set as default' }).click();
  const ask = dialog(page, 'Set USD as the default currency?');
  await ask
    .getByText('will be shown in USD from now on, with the same numbers: nothing is converted')
    .waitFor();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await ask.waitFor({ state: 'detached' });
  await defaultTag(page, 'CNY').waitFor();
  assert.equal(await defaultTag(page, 'USD').count(), 0);
  await row(page, 'USD').getByRole('button', { name: 'Set as default' }).click();
  await confirmDialog(page, 'Set USD as the default currency?');
  await defaultTag(page, 'USD').waitFor();
  await defaultTag(page, 'CNY').waitFor({ state: 'detached' });
  assert.equal(await row(page, 'USD').getByRole('button', { name: 'Set as default' }).count(), 0);

  // The default cannot be unset: the server's reason shows on the field.
  await row(page, 'USD').getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit currency');
  await edit.getByRole('switch', { name: 'Default currency' }).click();
  await edit.getByRole('button', { name: 'Confirm' }).click();
  await edit
    .getByText('There must always be a default currency: make another currency the default instead.')
    .first()
    .waitFor();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await edit.waitFor({ state: 'detached' });

  // Nor deleted: the confirmation closes and the server's message shows.
  await row(page, 'USD').getByRole('button', { name: 'Delete' }).click();
  const askDelete = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete "USD"?' });
  await askDelete.getByRole('button', { name: 'Confirm' }).click();
  await toast(page, 'The default currency cannot be deleted; make another currency the default first.');
  await defaultTag(page, 'USD').waitFor();

  await row(page, 'CNY').getByRole('button', { name: 'Set as default' }).click();
  await confirmDialog(page, 'Set CNY as the default currency?');
  await defaultTag(page, 'CNY').waitFor();
  await defaultTag(page, 'USD').waitFor({ state: 'detached' });
  await filterBy(page, 'Keyword', 'dollar');
  await row(page, 'CNY').waitFor({ state: 'detached' });
  await deleteRow(page, 'USD');
});

test('currencies: once money has moved, a default with other places is refused and amounts keep theirs', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const member = await registerMember(baseUrl, token, 'e2e-places-');
  await changeBalance(baseUrl, token, member.id, 123456, 'E2E places');
  const { previous } = await currencies(baseUrl, token);
  const { data: yen } = await call(baseUrl, 'post', '/api/currencies', 201, {
    token,
    body: { code: 'JPY', name: 'E2E yen', symbol: '¥', decimals: 0 },
  });
  try {
    await signInAt(page, baseUrl, '/finance/currency');
    await row(page, 'JPY').getByRole('button', { name: 'Set as default' }).click();
    await confirmDialog(page, 'Set JPY as the default currency?');
    await toast(
      page,
      'Amounts are already stored with 2 decimal places: the default currency must keep 2 places.',
    );
    await defaultTag(page, previous.code).waitFor();
    assert.equal(await defaultTag(page, 'JPY').count(), 0);

    await openScreen(page, baseUrl, '/user/list');
    await filterBy(page, 'Keyword', member.name);
    await row(page, member.name).getByText('1,234.56', { exact: true }).waitFor();
  } finally {
    const removed = await api(baseUrl, `/api/currencies/${yen.id}`, { method: 'DELETE', token });
    assert.equal(removed.status, 204, JSON.stringify(removed.body));
  }
});
