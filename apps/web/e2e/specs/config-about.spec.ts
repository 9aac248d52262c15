import type { Locator, Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { call } from '../api-call.ts';
import { api, assert } from '../support.ts';
import { apiToken, limitedAdmin, signInAs, toast, signIn } from '../system-support.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Puts the editor's cursor at the end of its text, as Control+End does. The editor takes the browser's
 * selection on its selectionchange event, a task or more later, and the link box hands the focus back to the
 * editor a frame after it applies: on a busy machine the keys can come before either. So the keys are pressed
 * on the text itself and again until the editor's own selection (tiptap keeps the editor on its element) is
 * an empty one at the end, the one an upload inserts at.
 */
async function cursorToEnd(page: Page, text: Locator) {
  for (let tries = 1; ; tries += 1) {
    await text.press('Control+End');
    const atEnd = await page
      .waitForFunction(
        () => {
          type Held = {
            editor?: {
              state: { selection: { empty: boolean; to: number }; doc: { content: { size: number } } };
            };
          };
          const state = (document.querySelector('.ProseMirror') as Held | null)?.editor?.state;
          return state?.selection.empty && state.selection.to === state.doc.content.size - 1;
        },
        undefined,
        { timeout: 3000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (atEnd) return;
    if (tries === 5) throw new Error('the editor kept its selection away from the end of the text');
  }
}

async function aboutUs(baseUrl: string, token: string) {
  const { data } = await call(baseUrl, 'get', '/api/settings', 200, { token });
  return data.about_us;
}

test('about us: written with headings, bold, a link and an uploaded image, saved, and shown again after a reload', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  await signIn(page, baseUrl);
  await page.goto(`${baseUrl}/#/config/about`);
  const form = page.locator('form[id="settings-about"]');
  const text = form.getByRole('textbox', { name: 'About us' });
  await text.click();

  const tool = (name: string) => form.getByRole('toolbar').getByRole('button', { name, exact: true });
  await tool('H2').click();
  await page.keyboard.type('Who we are');
  await page.keyboard.press('Enter');
  // Bold by the keyboard shortcut, on and off around a word.
  await page.keyboard.type('We invest with ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('care.');
  // The toolbar shows the format at the cursor.
  await form.locator('[role="toolbar"] button[aria-label="Bold"][aria-pressed="true"]').waitFor();
  await page.keyboard.press('Control+b');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Write to us');
  // The paragraph selected with the mouse; the editor takes the selection from the browser's.
  await text.getByText('Write to us').click({ clickCount: 3 });
  await page.waitForFunction(() => globalThis.getSelection()?.toString().includes('Write to us'));
  await tool('Link').click();
  const address = page.getByLabel('Link address');
  await address.fill('javascript:alert(1)');
  assert.equal(await page.getByRole('button', { name: 'Confirm' }).isDisabled(), true);
  await address.fill('https://help.example.com');
  await address.press('Enter');
  await text.getByRole('link', { name: 'Write to us' }).waitFor();
  // The link's box closed first: while it closes it can still take the keys meant for the text.
  await address.waitFor({ state: 'hidden' });
  // The image goes at the end, not over the linked text still selected.
  await cursorToEnd(page, text);
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'office.png', mimeType: 'image/png', buffer: PNG });
  await text.locator('img').waitFor();

  await form.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Saved successfully');
  const saved = await aboutUs(baseUrl, token);
  assert.match(saved, /<h2>Who we are<\/h2>/);
  assert.match(saved, /<p>We invest with <strong>care\.<\/strong><\/p>/);
  assert.match(saved, /<a [^>]*href="https:\/\/help\.example\.com"[^>]*>Write to us<\/a>/);
  assert.match(saved, /<img src="\/files\/[0-9a-f]{64}\.png"/);

  await page.reload();
  await form.getByRole('heading', { name: 'Who we are' }).waitFor();
  await form.getByRole('link', { name: 'Write to us' }).waitFor();
  assert.equal(await form.getByRole('button', { name: 'Save' }).isDisabled(), true);

  // A toolbar change alone counts as an edit: the heading in italics offers Save.
  await form.getByRole('heading', { name: 'Who we are' }).click({ clickCount: 3 });
  await page.waitForFunction(() => globalThis.getSelection()?.toString().includes('Who we are'));
  await tool('Italic').click();
  await form.locator('button[type="submit"]:not([disabled])').waitFor();
  // A file that is not an image is refused in place, and nothing is inserted.
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('minutes\n') });
  await form.getByRole('alert').getByText('Please upload a PNG, JPEG, WebP or GIF image').waitFor();
  assert.equal(await text.locator('img').count(), 1);

  const restore = await api(baseUrl, '/api/settings', { method: 'PUT', token, body: { about_us: '' } });
  assert.equal(restore.status, 200, JSON.stringify(restore.body));
});

test('about us: an admin who may only read sees the text and cannot edit it', async ({ page, baseUrl }) => {
  const token = await apiToken(baseUrl);
  const put = await api(baseUrl, '/api/settings', {
    method: 'PUT',
    token,
    body: { about_us: '<p>Read <em>only</em></p>' },
  });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  const reader = await limitedAdmin(baseUrl, ['settings.edit'], 'about-reader');
  await signInAs(page, baseUrl, reader, '/config/about');
  const form = page.locator('form[id="settings-about"]');
  const text = form.getByRole('textbox', { name: 'About us' });
  await form.getByText('only', { exact: true }).waitFor();
  assert.equal(await text.getAttribute('contenteditable'), 'false');
  assert.equal(await form.getByRole('button', { name: 'Bold', exact: true }).isDisabled(), true);
  assert.equal(await form.getByRole('button', { name: 'Save' }).count(), 0);
  await api(baseUrl, '/api/settings', { method: 'PUT', token, body: { about_us: '' } });
});
