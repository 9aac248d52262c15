import type { Page, Locator } from '@playwright/test';
import { test } from '../fixtures.ts';
import { call } from '../api-call.ts';
import { api, assert } from '../support.ts';
import { apiToken, dialog, limitedAdmin, signInAs, toast, signIn } from '../system-support.ts';

// A real 1×1 PNG; bytes after its end make another file (another address) that still shows.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string, tail: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG, Buffer.from(tail)]),
});

async function settingsNow(baseUrl: string, token: string) {
  const { data } = await call(baseUrl, 'get', '/api/settings', 200, { token });
  return data;
}

async function openSettings(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/#/config/settings`);
  await page.getByRole('tab', { name: 'General' }).waitFor();
}

const general = (page: Page) => page.locator('form[id="settings-general"]');

/**
 * Waits for a save to be done: the form takes the server's answer and offers Save no more. (A toast
 * would not tell: the previous save's may still be showing.)
 */
const saved = (form: Locator) => form.locator('button[type="submit"][disabled]').waitFor();
const carouselImages = (page: Page) => general(page).getByRole('img', { name: /^Image preview \d+$/ });

/** Waits for the carousel to hold `count` images and gives their addresses in order. */
async function carouselSources(page: Page, count: number) {
  await carouselImages(page)
    .nth(count - 1)
    .waitFor();
  assert.equal(await carouselImages(page).count(), count);
  return carouselImages(page).evaluateAll((images) => images.map((img) => img.getAttribute('src')));
}

test('settings: link, invitation code and carousel saved, changed and cleared; automatic settlement paused after a confirmation', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const before = await settingsNow(baseUrl, token);
  await signIn(page, baseUrl);
  await openSettings(page, baseUrl);
  const form = general(page);
  const save = form.getByRole('button', { name: 'Save' });
  assert.equal(await save.isDisabled(), true, 'nothing to save before a change');

  // The shared schema refuses a link that is not http(s), before anything is sent.
  const link = form.getByLabel('Customer service link');
  await link.fill('ftp://help.example.com');
  await save.click();
  await form.getByText('Enter an address starting with http:// or https://').waitFor();
  await link.fill('https://help.example.com/chat');
  await form.getByLabel('Mandatory invitation code').click();
  const chooser = form.locator('input[type="file"]');
  await chooser.setInputFiles(png('first.png', 'first'));
  await carouselSources(page, 1);
  await chooser.setInputFiles(png('second.png', 'second'));
  const [first, second] = await carouselSources(page, 2);
  // The second goes first: the members' app shows them in this order.
  await form.getByRole('button', { name: 'Move earlier' }).nth(1).click();
  assert.deepEqual(await carouselSources(page, 2), [second, first]);
  await save.click();
  await toast(page, 'Saved successfully');
  await saved(form);

  let now = await settingsNow(baseUrl, token);
  assert.equal(now.customer_service_link, 'https://help.example.com/chat');
  assert.equal(now.invitation_code_required, true);
  assert.deepEqual(now.carousel_images, [second, first]);

  // A cleared link and a removed image are saved as such, not left as they were.
  await form.getByLabel('Customer service link').fill('');
  await form.getByRole('button', { name: 'Remove' }).first().click();
  await carouselSources(page, 1);
  await form.getByLabel('Mandatory invitation code').click();
  await save.click();
  await saved(form);
  now = await settingsNow(baseUrl, token);
  assert.equal(now.customer_service_link, null);
  assert.equal(now.invitation_code_required, false);
  assert.deepEqual(now.carousel_images, [first]);

  // Automatic settlement: asked first, and Cancel changes nothing.
  await page.getByRole('tab', { name: 'Investments' }).click();
  const investment = page.locator('form[id="settings-investment"]');
  const automatic = investment.getByLabel('Automatic settlement');
  assert.equal(await automatic.getAttribute('aria-checked'), 'true');
  await automatic.click();
  await investment.getByRole('button', { name: 'Save' }).click();
  const ask = dialog(page, 'Change the investment settings?');
  await ask
    .getByText('Due investments will not be settled until automatic settlement is turned on again.')
    .waitFor();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await ask.waitFor({ state: 'detached' });
  assert.equal((await settingsNow(baseUrl, token)).investment.auto_settlement, true);

  await investment.getByRole('button', { name: 'Save' }).click();
  await dialog(page, 'Change the investment settings?').getByRole('button', { name: 'Confirm' }).click();
  await saved(investment);
  assert.equal((await settingsNow(baseUrl, token)).investment.auto_settlement, false);

  await automatic.click();
  await investment.getByRole('button', { name: 'Save' }).click();
  const resume = dialog(page, 'Change the investment settings?');
  await resume.getByText('Every investment already due will be settled within seconds.').waitFor();
  await resume.getByRole('button', { name: 'Confirm' }).click();
  await resume.waitFor({ state: 'detached' });
  await saved(investment);
  assert.equal((await settingsNow(baseUrl, token)).investment.auto_settlement, true);

  // What other specs rely on is as it was.
  const restore = await api(baseUrl, '/api/settings', {
    method: 'PUT',
    token,
    body: {
      customer_service_link: before.customer_service_link,
      invitation_code_required: before.invitation_code_required,
      carousel_images: before.carousel_images,
    },
  });
  assert.equal(restore.status, 200, JSON.stringify(restore.body));
});

test('settings: a refused carousel file says why on a line of its own, above what files are taken', async ({
  page,
  baseUrl,
}) => {
  await signIn(page, baseUrl);
  await openSettings(page, baseUrl);
  const form = general(page);
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  const failure = form.getByRole('alert').filter({ hasText: 'Please upload a PNG, JPEG, WebP or GIF image' });
  await failure.waitFor();
  const hint = form.getByText('PNG, JPEG, WebP or GIF, up to 5 MB', { exact: false });
  const [said, hinted] = [await failure.boundingBox(), await hint.boundingBox()];
  assert.ok(said && hinted, 'the failure and the hint are shown');
  assert.ok(said.y + said.height <= hinted.y, `the failure (${JSON.stringify(said)}) runs into the hint`);
});

test('settings: an admin who may only read them sees them disabled, with no save', async ({
  page,
  baseUrl,
}) => {
  const reader = await limitedAdmin(baseUrl, ['settings.edit'], 'settings-reader');
  await signInAs(page, baseUrl, reader, '/config/settings');
  await page.getByText('You may view these settings but not change them.').waitFor();
  const form = general(page);
  await form.getByLabel('Customer service link').waitFor();
  assert.equal(await form.getByLabel('Customer service link').isDisabled(), true);
  assert.equal(await form.getByRole('button', { name: 'Save' }).count(), 0);
  assert.equal(await form.getByRole('button', { name: 'Carousel images' }).isDisabled(), true);
});

test('settings: an admin without settings.confirm cannot change automatic settlement', async ({
  page,
  baseUrl,
}) => {
  const saver = await limitedAdmin(baseUrl, ['settings.edit', 'settings.save'], 'settings-saver');
  await signInAs(page, baseUrl, saver, '/config/settings');
  await page.getByRole('tab', { name: 'Investments' }).click();
  await page
    .getByText('Changing automatic settlement also needs the Settings “Confirm” permission.')
    .waitFor();
  const investment = page.locator('form[id="settings-investment"]');
  assert.equal(await investment.getByLabel('Automatic settlement').isDisabled(), true);
  assert.equal(await investment.getByRole('button', { name: 'Save' }).count(), 0);
});

test('settings: the password tab changes the signed-in admin’s password and refuses a wrong current one', async ({
  page,
  baseUrl,
}) => {
  const admin = await limitedAdmin(baseUrl, ['settings.edit'], 'settings-password');
  await signInAs(page, baseUrl, admin, '/config/settings');
  await page.getByRole('tab', { name: 'Change password' }).click();
  const form = page.locator('form[id="settings-password"]');
  await form.getByLabel('Current password').fill('not-the-password');
  await form.getByLabel('New password', { exact: true }).fill('a-new-password-1');
  await form.getByLabel('Confirm password').fill('a-new-password-1');
  await form.getByRole('button', { name: 'Change password' }).click();
  await page.locator('.ant-message-error').first().waitFor();
  // The server's reason also shows on the field it is about.
  await form.locator('.ant-form-item-has-error').getByLabel('Current password').waitFor();

  await form.getByLabel('Current password').fill(admin.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await toast(page, 'Edited successfully');
  const old = await api(baseUrl, '/api/tokens', {
    method: 'POST',
    body: { auth_type: 'admin', admin: { email: admin.email, password: admin.password } },
  });
  assert.equal(old.status, 422);
  await apiToken(baseUrl, { email: admin.email, password: 'a-new-password-1' });
});
