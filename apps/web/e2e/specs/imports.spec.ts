import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { readFile } from 'node:fs/promises';
import { call, type BodyOf } from '../api-call.ts';
import { api, assert } from '../support.ts';
import { apiToken, dialog, filterBy, row, toast, signInAt } from '../system-support.ts';

// A screen's CSV import goes through the server, all rows or none.

const screenOf = (page: Page, path: string) => page.locator(`[data-screen="${path}"]`);

/** The screen's export (one kind only: a plain button): the saved file's text, byte-order mark left out. */
async function exportShown(page: Page, path: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    screenOf(page, path).getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  return (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
}

/** Picks "Import" → mode in the screen's toolbar and gives the file chooser a CSV, as a user would. */
async function importFile(page: Page, path: string, mode: string, name: string, text: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    (async () => {
      await screenOf(page, path).getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByRole('menuitem', { name: mode }).click();
    })(),
  ]);
  await chooser.setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${text}`, 'utf8') });
}

const currencyList = async (baseUrl: string, token: string) =>
  (await call(baseUrl, 'get', '/api/currencies', 200, { token, query: { per_page: 1000 } })).data;
const currencyCodes = async (baseUrl: string, token: string) =>
  (await currencyList(baseUrl, token)).map((c) => c.code);

test('imports: currencies from an exported file; one refused row writes nothing and is named, the fixed file adds every row', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const path = '/finance/currency';
  await signInAt(page, baseUrl, path);
  await row(page, 'CNY').waitFor();

  // The export's own header and the CNY row, as the file a user starts from.
  const [header, ...lines] = (await exportShown(page, path)).trim().split(/\r?\n/);
  const cny = lines.find((line) => line.startsWith('CNY,'));
  assert.ok(cny, `the export holds CNY: ${lines.join(' | ')}`);
  const like = (code: string, name: string) =>
    cny.replace(/^CNY,[^,]*,/, `${code},${name},`).replace(/,Default,/, ',,');
  const before = await currencyCodes(baseUrl, token);
  try {
    // Row 3 of the file is CNY as it stands: added again, its code is taken, so nothing is written.
    const refused = [header, like('AUD', 'E2E Aussie dollar'), cny, like('NZD', 'E2E Kiwi dollar')];
    await importFile(page, path, 'Import as new rows', 'currencies.csv', refused.join('\r\n'));
    const report = dialog(page, 'Nothing was imported');
    const named = report.locator('tr').filter({ hasText: 'Row 3' });
    await named.getByText('This value is already taken').waitFor();
    await named.getByText('Currency code').waitFor();
    assert.equal(
      await report
        .locator('tr')
        .filter({ hasText: /Row \d/ })
        .count(),
      1,
    );
    await report.getByRole('button', { name: 'OK' }).click();
    await report.waitFor({ state: 'detached' });
    assert.deepEqual(await currencyCodes(baseUrl, token), before);
    assert.equal(await row(page, 'AUD').count(), 0);

    // The same file without that row: both currencies are added and listed.
    const fixed = [header, like('AUD', 'E2E Aussie dollar'), like('NZD', 'E2E Kiwi dollar')];
    await importFile(page, path, 'Import as new rows', 'currencies.csv', fixed.join('\r\n'));
    await toast(page, 'Saved successfully');
    await row(page, 'E2E Aussie dollar').waitFor();
    await row(page, 'E2E Kiwi dollar').waitFor();
    assert.deepEqual((await currencyCodes(baseUrl, token)).sort(), [...before, 'AUD', 'NZD'].sort());
  } finally {
    const list = await currencyList(baseUrl, token);
    for (const currency of list.filter((c) => c.name.startsWith('E2E ') && !before.includes(c.code)))
      await api(baseUrl, `/api/currencies/${currency.id}`, { method: 'DELETE', token });
  }
});

test('imports: payment channels exported, edited and imported as updates keep their amounts and take the new fee', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const path = '/channel/payment';
  const made: { id: number }[] = [];
  const make = async (body: Omit<BodyOf<'/api/channels', 'post'>, 'kind' | 'fee_percent'>) => {
    const { data } = await call(baseUrl, 'post', '/api/channels', 201, {
      token,
      body: { kind: 'payment', fee_percent: '0.6', ...body },
    });
    made.push(data);
    return data;
  };
  const channel = async (code: string) =>
    (
      await call(baseUrl, 'get', '/api/channels', 200, {
        token,
        query: { filter: { kind: 'payment', keyword: code } },
      })
    ).data.find((c) => c.code === code);
  try {
    await make({ name: 'E2E Import card', code: 'e2e_import_card', min_amount: 1050 });
    const wallet = await make({
      name: 'E2E Import wallet',
      code: 'e2e_import_wallet',
      min_amount: 0,
      max_amount: 2_000_000,
    });
    await signInAt(page, baseUrl, path);
    await row(page, 'E2E Import card').waitFor();

    const [header, ...lines] = (await exportShown(page, path)).trim().split(/\r?\n/);
    const card = lines.find((line) => line.startsWith('E2E Import card,'));
    const walletLine = lines.find((line) => line.startsWith('E2E Import wallet,'));
    assert.ok(card && walletLine, lines.join(' | '));
    const file = [
      header,
      card.replace(',0.6,', ',0.75,'),
      walletLine,
      walletLine.replace('E2E Import wallet,e2e_import_wallet,', 'E2E Import bank,e2e_import_bank,'),
    ];
    await importFile(page, path, 'Import, updating existing rows', 'channels.csv', file.join('\r\n'));
    await toast(page, 'Saved successfully');
    await row(page, 'E2E Import bank').waitFor();

    // Amounts came back exactly as exported: the card's minimum, no maximum, the wallet's maximum.
    const [cardNow, walletNow, bank] = await Promise.all(
      ['e2e_import_card', 'e2e_import_wallet', 'e2e_import_bank'].map(channel),
    );
    if (bank) made.push(bank);
    assert.ok(cardNow && walletNow && bank, 'the three channels are listed');
    assert.deepEqual([cardNow.fee_percent, cardNow.min_amount, cardNow.max_amount], ['0.75', 1050, null]);
    assert.deepEqual(
      [walletNow.id, walletNow.max_amount, walletNow.fee_percent],
      [wallet.id, 2_000_000, '0.6'],
    );
    assert.deepEqual([bank.kind, bank.min_amount, bank.max_amount], ['payment', 0, 2_000_000]);
  } finally {
    for (const { id } of made) await api(baseUrl, `/api/channels/${id}`, { method: 'DELETE', token });
  }
});

test("imports: a dictionary's items from a file into its drawer; a value twice in the file is named and nothing is written", async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const code = 'e2e_import_medals';
  const made = await call(baseUrl, 'post', '/api/dictionaries', 201, {
    token,
    body: { code, name: 'E2E medals' },
  });
  const items = async () =>
    (await call(baseUrl, 'get', '/api/dictionaries/{code}/items', 200, { token, params: { code } })).data.map(
      (i) => i.value,
    );
  try {
    await signInAt(page, baseUrl, '/system/dict');
    await filterBy(page, 'Keyword', code);
    await row(page, code).getByRole('button', { name: 'Items' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'Items: E2E medals' });
    const importInto = async (text: string) => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        (async () => {
          await drawer.getByRole('button', { name: 'Import', exact: true }).click();
          await page.getByRole('menuitem', { name: 'Import as new rows' }).click();
        })(),
      ]);
      await chooser.setFiles({ name: 'medals.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    };

    const header = 'Label,Value,Tag type,Sort,Status';
    await importInto(
      [header, 'Gold,gold,warning,1,On', 'Silver,silver,,2,Off', 'Bronze,gold,,3,On'].join('\n'),
    );
    const report = dialog(page, 'Nothing was imported');
    const named = report.locator('tr').filter({ hasText: 'Row 4' });
    await named.getByText('The same value is on another row of this file').waitFor();
    await named.getByText('Value', { exact: true }).waitFor();
    await report.getByRole('button', { name: 'OK' }).click();
    assert.deepEqual(await items(), []);

    await importInto(
      [header, 'Gold,gold,warning,1,On', 'Silver,silver,,2,Off', 'Bronze,bronze,,3,On'].join('\n'),
    );
    await toast(page, 'Saved successfully');
    await drawer.getByText('Bronze', { exact: true }).waitFor();
    assert.deepEqual(await items(), ['gold', 'silver', 'bronze']);
  } finally {
    await api(baseUrl, `/api/dictionaries/${made.data.id}`, { method: 'DELETE', token });
  }
});
