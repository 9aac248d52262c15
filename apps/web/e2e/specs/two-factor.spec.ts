import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { generate } from 'otplib';
import { call } from '../api-call.ts';
import { api, assert, fillLogin, hashOf, present } from '../support.ts';
import { apiToken, dialog, limitedAdmin, signInAs, toast } from '../system-support.ts';

const PATH = '/system/two-factor';
/** The authenticator's code `stepsAhead` 30-second steps from now (a code is accepted once). */
const codeOf = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/**
 * Answers the password prompt titled `title` and waits for the server's answer to it (its status, so a
 * failure names what the server said).
 */
async function answerPassword(page: Page, title: string, password: string) {
  const box = dialog(page, title);
  await box.getByLabel('Current password').fill(password);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/user/two-factor-authentication')),
    box.getByRole('button', { name: 'Confirm' }).click(),
  ]);
  return { box, status: answer.status() };
}

test('an admin turns two-factor on with password and code, signs in with a code, and turns it off', async ({
  page,
  baseUrl,
}) => {
  const admin = await limitedAdmin(baseUrl, [], `2fa-${Date.now()}`);
  await signInAs(page, baseUrl, admin, PATH);
  // The screen's card, by its heading (the dashboard, kept alive in its tab, also names two-factor).
  const card = page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head', { hasText: 'Two-factor authentication' }) });
  await card.getByText('Off', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  const wrong = await answerPassword(page, 'Turn on two-factor authentication', 'not-my-password');
  assert.equal(wrong.status, 422);
  await wrong.box.getByText('The current password is incorrect.').waitFor();
  const right = await answerPassword(page, 'Turn on two-factor authentication', admin.password);
  assert.equal(right.status, 204);
  await right.box.waitFor({ state: 'detached' });

  // The secret, as an image to scan and as a key to type.
  await page.getByRole('img', { name: 'QR code for the authenticator app' }).waitFor();
  const key = (await page.getByTestId('two-factor-key').innerText()).trim();
  assert.match(key, /^[A-Z2-7]{16,}$/);
  assert.equal(
    (await call(baseUrl, 'get', '/api/admins/me', 200, { token: await apiToken(baseUrl, admin) })).data
      .two_factor_enabled,
    false,
  );

  const code = page.getByLabel('Code');
  await code.fill('12');
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await page.getByText('The code is 6 digits').waitFor();
  // A code of ten minutes ago: the server refuses it, on the field.
  await code.fill(await codeOf(key, -20));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  const refused = page.locator('.ant-form-item-has-error').filter({ has: code });
  await refused.getByText('The provided two-factor authentication code was invalid.').waitFor();
  await code.fill(await codeOf(key));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await toast(page, 'Two-factor authentication is on');
  await card.getByText('On', { exact: true }).waitFor();
  // Shown once right after turning on, then hidden until asked for.
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await codes.first().waitFor();
  assert.equal(await codes.count(), 8);

  // Signing in now takes a code from the authenticator.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${baseUrl}/#/login`);
  await fillLogin(page, admin);
  await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
  await page.getByLabel('Code').fill(await codeOf(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/#\/dashboard$/);

  await page.goto(`${baseUrl}/#${PATH}`);
  // The screen is one of the server's routes: wait for it to be in place, as a user would see it.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Two-factor authentication').waitFor();
  await card.getByText('On', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  const off = await answerPassword(page, 'Turn off two-factor authentication', admin.password);
  assert.equal(off.status, 204);
  await off.box.waitFor({ state: 'detached' });
  await toast(page, 'Two-factor authentication is off');
  await card.getByText('Off', { exact: true }).waitFor();
  assert.equal(hashOf(page), `#${PATH}`);
  // The password alone signs in again.
  assert.equal(
    (await api(baseUrl, '/api/tokens', { method: 'POST', body: { auth_type: 'admin', admin } })).status,
    201,
  );
});

test('new recovery codes replace the old ones after a confirmation', async ({ page, baseUrl }) => {
  const admin = await limitedAdmin(baseUrl, [], `2fa-codes-${Date.now()}`);
  // Turned on through the API, as another client would.
  const token = await apiToken(baseUrl, admin);
  const body = { current_password: admin.password };
  assert.equal(
    (await api(baseUrl, '/user/two-factor-authentication', { method: 'POST', token, body })).status,
    204,
  );
  const { secretKey } = await call(baseUrl, 'get', '/user/two-factor-secret-key', 200, { token });
  const confirmed = await api(baseUrl, '/user/confirmed-two-factor-authentication', {
    method: 'POST',
    token,
    body: { code: await codeOf(secretKey) },
  });
  assert.equal(confirmed.status, 204);
  const before = await call(baseUrl, 'get', '/user/two-factor-recovery-codes', 200, { token });

  await page.goto(`${baseUrl}/#/login`);
  await page.evaluate((t) => localStorage.setItem('accessToken', `Bearer ${t}`), token);
  await page.goto(`${baseUrl}/#${PATH}`);
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await page.getByRole('button', { name: 'Show recovery codes' }).click();
  await codes.first().waitFor();
  assert.deepEqual(await codes.allInnerTexts(), before);

  await page.getByRole('button', { name: 'Make new recovery codes' }).click();
  await page.getByText('New codes replace all the old ones').waitFor();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await toast(page, 'New recovery codes made');
  const after = await call(baseUrl, 'get', '/user/two-factor-recovery-codes', 200, { token });
  assert.equal(after.filter((c) => before.includes(c)).length, 0);
  await page.getByText(present(after[0], 'a new recovery code'), { exact: true }).waitFor();
  assert.deepEqual(await codes.allInnerTexts(), after);
});
