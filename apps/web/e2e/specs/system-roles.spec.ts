import { test } from '../fixtures.ts';
import { call } from '../api-call.ts';
import { assert, present } from '../support.ts';
import {
  apiToken,
  confirmDialog,
  deleteRow,
  dialog,
  filterBy,
  row,
  toast,
  signInAt,
} from '../system-support.ts';

test('roles: create, edit, assign permissions by group, filter and delete', async ({ page, baseUrl }) => {
  await signInAt(page, baseUrl, '/system/role');

  await page.getByRole('button', { name: 'plus Add', exact: true }).click();
  const form = dialog(page, 'Add role');
  await form.getByLabel('Role name').fill('E2E cashiers');
  await form.getByLabel('Remark').fill('Pays out');
  await confirmDialog(page, 'Add role');
  await toast(page, 'Added successfully');
  // Found by its name: the roles other specs made may have pushed it past the first page.
  await filterBy(page, 'Keyword', 'cashiers');
  await row(page, 'E2E cashiers').getByText('Pays out').waitFor();

  await row(page, 'E2E cashiers').getByRole('button', { name: 'Permissions' }).click();
  const grant = dialog(page, 'Assign permissions: E2E cashiers');
  // Checking a group checks each of its codes.
  await grant
    .locator('.ant-tree-treenode')
    .filter({ hasText: /^Admins$/ })
    .locator('.ant-tree-checkbox')
    .click();
  await grant
    .locator('.ant-tree-treenode')
    .filter({ hasText: /^Withdrawals · Review$/ })
    .locator('.ant-tree-checkbox')
    .click();
  await confirmDialog(page, 'Assign permissions: E2E cashiers');
  await toast(page, 'Edited successfully');

  const token = await apiToken(baseUrl);
  const { data } = await call(baseUrl, 'get', '/api/roles', 200, {
    token,
    query: { filter: { keyword: 'E2E cashiers' } },
  });
  assert.deepEqual(present(data[0], 'the role').permissions.sort(), [
    'admins.add',
    'admins.delete',
    'admins.modify',
    'admins.query',
    'withdrawals.review',
  ]);

  // Editing the name keeps the permissions the role holds.
  await row(page, 'E2E cashiers').getByRole('button', { name: 'Edit' }).click();
  await dialog(page, 'Edit role').getByLabel('Role name').fill('E2E tellers');
  await confirmDialog(page, 'Edit role');
  await row(page, 'E2E cashiers').waitFor({ state: 'detached' });
  const renamed = await call(baseUrl, 'get', '/api/roles', 200, {
    token,
    query: { filter: { keyword: 'E2E tellers' } },
  });
  assert.equal(present(renamed.data[0], 'the role').permissions.length, 5);

  await filterBy(page, 'Keyword', 'tellers');
  await row(page, 'E2E tellers').waitFor();
  await row(page, 'Super admin').waitFor({ state: 'detached' });

  await deleteRow(page, 'E2E tellers');
});

test('roles: a role in use is not deleted, and the server says why', async ({ page, baseUrl }) => {
  await signInAt(page, baseUrl, '/system/role');
  await row(page, 'Super admin').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.locator('.ant-message-error').waitFor();
  await row(page, 'Super admin').waitFor();
});
