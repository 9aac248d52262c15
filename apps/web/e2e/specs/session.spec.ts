import { test } from '../fixtures.ts';
import { signIn } from '../system-support.ts';
import { ADMIN, api, assert, field, fillLogin, hashOf, storedToken } from '../support.ts';

test('a deep link while signed out goes to login with the redirect, then back to the deep link', async ({
  page,
  baseUrl,
}) => {
  await page.goto(`${baseUrl}/#/system/role?tab=all`);
  await page.waitForURL(/#\/login\?redirect=/);
  assert.equal(hashOf(page), `#/login?redirect=${encodeURIComponent('/system/role?tab=all')}`);
  await fillLogin(page, ADMIN);
  await page.waitForURL(/#\/system\/role\?tab=all$/);
  // The roles screen arrives in a later issue: the route is the server's, and its page is the 404 fallback.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Roles').waitFor();
  await page.getByRole('tab', { name: 'Roles' }).waitFor();
});

test('a wrong password shows the message the server answers', async ({ page, baseUrl }) => {
  const { status, body } = await api(baseUrl, '/api/tokens', {
    method: 'POST',
    body: { auth_type: 'admin', admin: { email: ADMIN.email, password: 'not-the-password' } },
  });
  assert.equal(status, 422);
  const message = field(body, 'message');
  assert.ok(typeof message === 'string', 'the refusal says why');
  await page.goto(`${baseUrl}/#/login`);
  await fillLogin(page, { email: ADMIN.email, password: 'not-the-password' });
  // Under the email, where it belongs; the toast says the sign-in failed.
  await page.locator('#login-email-error').getByText(message).waitFor();
  await page.locator('.ant-message').getByText('Operation failed').waitFor();
  assert.match(hashOf(page), /^#\/login/);
  assert.equal(await page.evaluate(() => localStorage.getItem('accessToken')), null);
});

test('logout asks first, then returns to the login page with the token revoked', async ({
  page,
  baseUrl,
}) => {
  await signIn(page, baseUrl);
  const token = await storedToken(page);
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Are you sure you want to logout and exit the system?').waitFor();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/#\/login$/);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('accessToken')), null);
  assert.equal((await api(baseUrl, '/api/admins/me', { token })).status, 401);
});

test('the re-login dialog appears when the server revokes the token, and leads to login', async ({
  page,
  baseUrl,
}) => {
  await signIn(page, baseUrl);
  const token = await storedToken(page);
  // Another client logs the same token out: the server stops honouring it at once.
  assert.equal((await api(baseUrl, '/logout', { method: 'POST', token })).status, 204);
  // Refreshing the dashboard's tag re-enters the page, which asks the server again for what it shows.
  await page.getByRole('button', { name: 'Tab actions' }).click();
  await page.getByRole('menuitem', { name: 'Refresh' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('The current page has expired, please log in again').waitFor();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/#\/login$/);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('accessToken')), null);
});

test('reloading with a refused or corrupt token goes quietly to login, and back to the page after it', async ({
  page,
  baseUrl,
}) => {
  await signIn(page, baseUrl);
  const expired = page.getByText('The current page has expired, please log in again');
  for (const refuse of [
    // Revoked by another client, as an expired token is refused.
    async () =>
      assert.equal(
        (await api(baseUrl, '/logout', { method: 'POST', token: await storedToken(page) })).status,
        204,
      ),
    () => page.evaluate(() => localStorage.setItem('accessToken', 'Bearer not-a-token')),
  ]) {
    await page.goto(`${baseUrl}/#/system/role`);
    await page.getByRole('tab', { name: 'Roles' }).waitFor();
    await refuse();
    await page.reload();
    await page.waitForURL(/#\/login\?redirect=/);
    assert.equal(hashOf(page), `#/login?redirect=${encodeURIComponent('/system/role')}`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // The dialog came a moment after the login page; signing in below would then be blocked by it.
    await page.waitForTimeout(1000);
    assert.equal(await expired.count(), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem('accessToken')), null);
    await fillLogin(page, ADMIN);
    await page.waitForURL(/#\/system\/role$/);
  }
});

test('an unknown hash path shows the 404 page', async ({ page, context, baseUrl }) => {
  await signIn(page, baseUrl);
  const fresh = await context.newPage();
  await fresh.goto(`${baseUrl}/#/no-such-page`);
  await fresh.waitForURL(/#\/404$/);
  await fresh.getByText('Sorry, the page you visited does not exist.').waitFor();
});
