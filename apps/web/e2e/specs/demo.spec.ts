import { test } from '../fixtures.ts';
import { assert } from '../support.ts';
import { pick, row, signInAt, signIn } from '../system-support.ts';

// A real 1×1 PNG, byte for byte.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('API docs: every operation with who may call it, searchable, one opened in full; the interactive docs embedded', async ({
  page,
  baseUrl,
}) => {
  await signInAt(page, baseUrl, '/demo/api-docs');
  const keyword = page.getByLabel('Keyword', { exact: true });
  await keyword.fill('/api/investments/export');
  await keyword.press('Enter');
  const exportRow = row(page, '/api/investments/export');
  await exportRow.getByText('Investments · Query').waitFor();
  await exportRow.getByText('Export investments', { exact: true }).waitFor();
  await exportRow.dblclick();
  const drawer = page.getByRole('dialog').filter({ hasText: '/api/investments/export' });
  await drawer.getByText('Parameters').waitFor();
  await drawer.getByText('Investments · Query').waitFor();
  await drawer.getByRole('button', { name: 'Close' }).click();

  // A permission's code finds every operation it opens.
  await keyword.fill('settings.save');
  await keyword.press('Enter');
  await row(page, '/api/settings').getByText('Settings · Save').waitFor();

  await page.goto(`${baseUrl}/#/demo/internal-doc`);
  const docs = page.frameLocator('iframe[title="API documentation"]');
  // The interactive docs are Swagger UI's own page, a megabyte of script to load and a large document to
  // draw: on a busy machine that has taken over the usual 15 s.
  await docs.getByText('Investment back-office API').first().waitFor({ timeout: 45_000 });
});

test('dictionary, upload, editor and level-3 demos work as the screens that use them', async ({
  page,
  baseUrl,
}) => {
  await signIn(page, baseUrl);
  await page.goto(`${baseUrl}/#/demo/dict`);
  const tags = page.locator('.ant-card').filter({ hasText: 'As tags' });
  for (const label of ['Pending review', 'Approved', 'Rejected']) await tags.getByText(label).waitFor();
  await pick(page, page, 'As a select', 'Approved');
  await page.getByText('Chosen: approved').waitFor();

  // Another dictionary, typed: asked for once, on Enter, not for each partial code on the way.
  const code = page.getByLabel('Dictionary code');
  await code.fill('');
  await code.pressSequentially('investment_status');
  await code.press('Enter');
  for (const label of ['Active', 'Settled']) await tags.getByText(label).waitFor();
  assert.equal(await page.locator('.ant-message-error').count(), 0);

  await page.goto(`${baseUrl}/#/demo/upload`);
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'one.png', mimeType: 'image/png', buffer: PNG });
  const address = page.locator('.ant-card').filter({ hasText: 'One image' }).locator('code');
  await address.waitFor();
  assert.match(await address.innerText(), /^\/files\/[0-9a-f]{64}\.png$/);

  await page.goto(`${baseUrl}/#/demo/editor`);
  const source = page.getByLabel('HTML source');
  await source.getByText('Quarterly note', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByText('0 characters').waitFor();
  await page.getByRole('textbox', { name: 'Rich-text editor' }).click();
  await page.keyboard.type('Plain words');
  await page.getByText('<p>Plain words</p>', { exact: true }).waitFor();

  await page.goto(`${baseUrl}/#/demo/multi-level/level2/level3`);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Level 3 menu').waitFor();
  await page.getByText('/demo/multi-level/level2/level3', { exact: true }).waitFor();
});
