import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { signIn } from '../system-support.ts';
import { ADMIN, api, assert, field, fillLogin } from '../support.ts';

/** Toasts on screen now holding exactly `text`. */
const toastsOf = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });

/** Lets any second toast of the same answer arrive before they are counted. */
const settle = (page: Page) => page.waitForTimeout(600);

test('messages: a wrong sign-in shows its reason under the email, and one toast saying it failed, not the reason again', async ({
  page,
  baseUrl,
}) => {
  const wrong = { email: ADMIN.email, password: 'not-the-password' };
  const { status, body } = await api(baseUrl, '/api/tokens', {
    method: 'POST',
    body: { auth_type: 'admin', admin: wrong },
  });
  assert.equal(status, 422);
  const message = field(body, 'message');
  assert.ok(typeof message === 'string', 'the refusal says why');
  await page.goto(`${baseUrl}/#/login`);
  await fillLogin(page, wrong);
  await toastsOf(page, 'Operation failed').first().waitFor();
  await settle(page);
  assert.equal(await toastsOf(page, 'Operation failed').count(), 1, 'one toast for one refusal');
  assert.equal(await page.locator('#login-email-error').textContent(), message);
  assert.equal(await page.getByText(message, { exact: true }).count(), 1, 'the reason, once');
  assert.equal(await page.getByLabel('Email').getAttribute('aria-invalid'), 'true');
});

test('messages: a wrong current password shows under its field only, with one toast saying the change failed', async ({
  page,
  baseUrl,
}) => {
  await signIn(page, baseUrl);
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const form = page.getByRole('dialog').filter({ hasText: 'Change password' });
  await form.getByLabel('Current password').fill('not-the-password');
  await form.getByLabel('New password', { exact: true }).fill('a-new-password-1');
  await form.getByLabel('Confirm password').fill('a-new-password-1');
  await form.getByRole('button', { name: 'Confirm' }).click();

  const reason = 'The current password is incorrect.';
  await form.locator('.ant-form-item-has-error').getByText(reason).waitFor();
  await toastsOf(page, 'Operation failed').first().waitFor();
  await settle(page);
  assert.equal(await toastsOf(page, 'Operation failed').count(), 1, 'one toast for one refusal');
  assert.equal(await toastsOf(page, reason).count(), 0, 'the reason is not toasted as well');
  assert.equal(await page.getByText(reason, { exact: true }).count(), 1, 'the reason, once, under its field');
});
