// Helpers the system management specs share: API set-up, list rows, form modals and confirm dialogs.
import type { Locator, Page } from '@playwright/test';
import { call, type JsonOf } from './api-call.ts';
import type { paths as Paths } from './api-types';
import { ADMIN, api, assert, field, fillLogin, type Credentials } from './support.ts';

/** Signs in through the API, as the specs' set-up does before driving the page. */
export async function apiToken(baseUrl: string, { email, password }: Credentials = ADMIN): Promise<string> {
  const { token } = await call(baseUrl, 'post', '/api/tokens', 201, {
    body: { auth_type: 'admin', admin: { email, password } },
  });
  return token;
}

/** The paths the specs create records at with POST, answering 201 with the record as `data`. */
type CreatedAt =
  | '/api/admins'
  | '/api/channels'
  | '/api/departments'
  | '/api/project-categories'
  | '/api/projects'
  | '/api/roles';
type CreateBody<P extends CreatedAt> = Paths[P]['post'] extends { requestBody?: infer R }
  ? JsonOf<NonNullable<R>>
  : never;
type CreatedRecord<P extends CreatedAt> = Paths[P]['post'] extends { responses: { 201: infer A } }
  ? JsonOf<A> extends { data: infer D }
    ? D
    : never
  : never;

/** A permission code as the document lists them. */
export type Permission = NonNullable<CreateBody<'/api/roles'>['permissions']>[number];

/** Creates a record through the API and returns it. */
export async function created<P extends CreatedAt>(
  baseUrl: string,
  token: string,
  path: P,
  body: CreateBody<P>,
): Promise<CreatedRecord<P>> {
  const answer = await api(baseUrl, path, { method: 'POST', token, body });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  // A 201 answer, as the document describes it.
  return field(answer.body, 'data') as CreatedRecord<P>;
}

/** A role holding only `permissions` and an admin with it; returns the admin's credentials. */
export async function limitedAdmin(
  baseUrl: string,
  permissions: Permission[],
  suffix: string,
): Promise<Credentials> {
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
export async function signInAs(
  page: Page,
  baseUrl: string,
  credentials: Credentials,
  path: string,
): Promise<void> {
  await page.goto(`${baseUrl}/#/login`);
  await fillLogin(page, credentials);
  await page.waitForURL(/#\/dashboard$/);
  await page.goto(`${baseUrl}/#${path}`);
}

/**
 * Signs the page in as the admin before its next navigation: the token comes from the API and is stored
 * as the sign-in page stores it, before the app's first script runs. The sign-in page itself is driven by
 * the specs that use fillLogin; the others start signed in without drawing it each time.
 */
async function storeAdminSignIn(page: Page, baseUrl: string): Promise<void> {
  const token = await apiToken(baseUrl);
  // Once per token and tab: a later sign-out or a spec's own token stays as the app leaves it.
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('signed-in-by-spec') === stored) return;
    sessionStorage.setItem('signed-in-by-spec', stored);
    localStorage.setItem('accessToken', stored);
  }, `Bearer ${token}`);
  // The app reads the token when it starts: a page already showing it (the sign-in page) starts again,
  // since going to another of its addresses would only change the hash.
  if (page.url().startsWith(baseUrl)) await page.goto('about:blank');
}

/** Signs in as the admin and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string): Promise<void> {
  await storeAdminSignIn(page, baseUrl);
  await page.goto(`${baseUrl}/#/dashboard`);
  await page.getByRole('heading', { name: 'Hello, Admin' }).waitFor();
}

/** Signs in as the admin and opens a screen by its path, without passing through the dashboard. */
export async function signInAt(page: Page, baseUrl: string, path: string): Promise<void> {
  await storeAdminSignIn(page, baseUrl);
  await openScreen(page, baseUrl, path);
}

export async function openScreen(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(`${baseUrl}/#${path}`);
  // The screen of this path, drawn and shown: screens kept alive behind it stay in the document.
  const screen = page.locator(`[data-screen="${path.split('?')[0]}"]`);
  await screen.getByRole('toolbar').filter({ visible: true }).first().waitFor();
}

/**
 * The grid row holding a text (in any cell), on the page shown: a kept-alive page hidden behind another
 * tab keeps its rows in the document.
 */
export const row = (page: Page, text: string): Locator =>
  page.locator('[role="row"]').filter({ has: page.getByText(text, { exact: true }), visible: true });

export const dialog = (page: Page, title: string): Locator =>
  page.getByRole('dialog').filter({ hasText: title });

export async function confirmDialog(page: Page, title: string): Promise<void> {
  const box = dialog(page, title);
  await box.getByRole('button', { name: 'Confirm' }).click();
  await box.waitFor({ state: 'detached' });
}

/** Picks an option of an antd Select or TreeSelect found by its label inside `scope`. */
export async function pick(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
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
export async function filterBy(page: Page, label: string, text: string): Promise<void> {
  // Only the page shown: a hidden kept-alive page may have a filter of the same name.
  const field = page.getByLabel(label, { exact: true }).filter({ visible: true }).first();
  await field.fill(text);
  await field.press('Enter');
}

export async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.ant-message').getByText(text).first().waitFor();
}

/** Asks "are you sure" (naming the record as `name`), confirms, and waits for the row to go. */
export async function deleteRow(page: Page, text: string, name = text): Promise<void> {
  await row(page, text).getByRole('button', { name: 'Delete' }).click();
  const box = page.getByRole('dialog').filter({ hasText: `Are you sure you want to delete "${name}"?` });
  await box.getByRole('button', { name: 'Confirm' }).click();
  await toast(page, 'Deleted successfully');
  await row(page, text).waitFor({ state: 'detached' });
}
