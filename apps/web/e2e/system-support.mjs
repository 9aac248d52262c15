// Helpers the system management specs share: API set-up, list rows, form modals and confirm dialogs.
import { ADMIN, api, assert, fillLogin } from './support.mjs';

/** Signs in through the API, as the specs' set-up does before driving the page. */
export async function apiToken(baseUrl, { email, password } = ADMIN) {
  const { status, body } = await api(baseUrl, '/api/tokens', {
    method: 'POST',
    body: { auth_type: 'admin', admin: { email, password } },
  });
  assert.equal(status, 201, JSON.stringify(body));
  return body.token;
}

/** Creates a record through the API and returns it. */
export async function created(baseUrl, token, path, body) {
  const answer = await api(baseUrl, path, { method: 'POST', token, body });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return answer.body.data;
}

/** A role holding only `permissions` and an admin with it; returns the admin's credentials. */
export async function limitedAdmin(baseUrl, permissions, suffix) {
  const token = await apiToken(baseUrl);
  const role = await created(baseUrl, token, '/api/roles', { name: `Limited ${suffix}`, permissions });
  const credentials = { email: `limited-${suffix}@example.com`, password: 'limited-pass-1' };
  await created(baseUrl, token, '/api/admins', {
    name: `Limited ${suffix}`,
    ...credentials,
    role_id: role.id,
  });
  return credentials;
}

/** Signs in through the login page with other credentials and opens a screen by its path. */
export async function signInAs(page, baseUrl, credentials, path) {
  await page.goto(`${baseUrl}/#/login`);
  await fillLogin(page, credentials);
  await page.waitForURL(/#\/dashboard$/);
  await page.goto(`${baseUrl}/#${path}`);
}

export async function openScreen(page, baseUrl, path) {
  await page.goto(`${baseUrl}/#${path}`);
  // The screen of this path, drawn and shown: screens kept alive behind it stay in the document.
  const screen = page.locator(`[data-screen="${path.split('?')[0]}"]`);
  await screen.getByRole('toolbar').filter({ visible: true }).first().waitFor();
}

/**
 * The grid row holding a text (in any cell), on the page shown: a kept-alive page hidden behind another
 * tab keeps its rows in the document.
 */
export const row = (page, text) =>
  page.locator('[role="row"]').filter({ has: page.getByText(text, { exact: true }), visible: true });

export const dialog = (page, title) => page.getByRole('dialog').filter({ hasText: title });

export async function confirmDialog(page, title) {
  const box = dialog(page, title);
  await box.getByRole('button', { name: 'Confirm' }).click();
  await box.waitFor({ state: 'detached' });
}

/** Picks an option of an antd Select or TreeSelect found by its label inside `scope`. */
export async function pick(page, scope, label, option) {
  await scope.getByLabel(label, { exact: true }).click();
  // Long lists are virtual: search, as a user would, so the option is rendered.
  await page.keyboard.type(option);
  await page
    .locator('.ant-select-dropdown:visible')
    .locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper')
    .filter({ hasText: option })
    .first()
    .click();
}

/** Fills the list's filter bar and presses Enter, as a user searching does. */
export async function filterBy(page, label, text) {
  // Only the page shown: a hidden kept-alive page may have a filter of the same name.
  const field = page.getByLabel(label, { exact: true }).filter({ visible: true }).first();
  await field.fill(text);
  await field.press('Enter');
}

export async function toast(page, text) {
  await page.locator('.ant-message').getByText(text).first().waitFor();
}

/** Asks "are you sure" (naming the record as `name`), confirms, and waits for the row to go. */
export async function deleteRow(page, text, name = text) {
  await row(page, text).getByRole('button', { name: 'Delete' }).click();
  const box = page.getByRole('dialog').filter({ hasText: `Are you sure you want to delete "${name}"?` });
  await box.getByRole('button', { name: 'Confirm' }).click();
  await toast(page, 'Deleted successfully');
  await row(page, text).waitFor({ state: 'detached' });
}
