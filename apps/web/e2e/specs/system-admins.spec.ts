import { test } from '../fixtures.ts';
import { assert } from '../support.ts';
import {
  apiToken,
  confirmDialog,
  created,
  deleteRow,
  dialog,
  filterBy,
  limitedAdmin,
  pick,
  row,
  signInAs,
  toast,
  signInAt,
} from '../system-support.ts';

test('admins: create with role and department, edit, filter and delete', async ({ page, baseUrl }) => {
  const token = await apiToken(baseUrl);
  await created(baseUrl, token, '/api/roles', { name: 'E2E auditors', permissions: ['admins.query'] });
  await created(baseUrl, token, '/api/departments', { name: 'E2E finance', code: 'e2e-fin' });
  await signInAt(page, baseUrl, '/system/admin');

  await page.getByRole('button', { name: 'plus Add', exact: true }).click();
  const form = dialog(page, 'Add administrator');
  await form.getByLabel('Name').fill('E2E Ann');
  await form.getByLabel('Email').fill('e2e-ann@example.com');
  await form.getByLabel('Password').fill('ann-password-1');
  await pick(page, form, 'Role', 'E2E auditors');
  await pick(page, form, 'Department', 'E2E finance');
  await confirmDialog(page, 'Add administrator');
  await toast(page, 'Added successfully');
  await row(page, 'E2E Ann').getByText('E2E auditors').waitFor();
  await row(page, 'E2E Ann').getByText('E2E finance').waitFor();

  await row(page, 'E2E Ann').getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit administrator');
  assert.equal(await edit.getByLabel('Email').inputValue(), 'e2e-ann@example.com');
  await edit.getByLabel('Name').fill('E2E Anna');
  await confirmDialog(page, 'Edit administrator');
  await row(page, 'E2E Anna').waitFor();

  await filterBy(page, 'Keyword', 'e2e-ann');
  await row(page, 'Admin').waitFor({ state: 'detached' });
  await row(page, 'E2E Anna').waitFor();
  await page.getByRole('button', { name: 'Reset' }).click();
  await row(page, 'Admin').waitFor();

  await deleteRow(page, 'E2E Anna');
});

test('admins: field errors from the form, and the server refuses to delete the signed-in admin', async ({
  page,
  baseUrl,
}) => {
  await signInAt(page, baseUrl, '/system/admin');
  await page.getByRole('button', { name: 'plus Add', exact: true }).click();
  const form = dialog(page, 'Add administrator');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await form.getByText('Please enter a valid email address').waitFor();
  await form.getByText('The password must be 8 to 128 characters').waitFor();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await row(page, 'admin@example.com').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await toast(page, 'You cannot delete your own account.');
  await row(page, 'admin@example.com').waitFor();
});

test('admins: an admin holding only admins.query sees the list without add, edit or delete', async ({
  page,
  baseUrl,
}) => {
  const credentials = await limitedAdmin(baseUrl, ['admins.query'], 'admins');
  await signInAs(page, baseUrl, credentials, '/system/admin');
  await row(page, 'admin@example.com').waitFor();
  await row(page, credentials.email).waitFor();
  assert.equal(await page.getByRole('button', { name: 'plus Add', exact: true }).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Edit' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Delete' }).count(), 0);
  // Filters whose lists it may not read are left out, not shown empty.
  assert.equal(await page.getByLabel('Role', { exact: true }).count(), 0);
  await page.getByLabel('Keyword').waitFor();
});
