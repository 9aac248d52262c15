import { test } from '../fixtures.ts';
import { assert, openFromMenu, openSidebar } from '../support.ts';
import {
  confirmDialog,
  deleteRow,
  dialog,
  filterBy,
  openScreen,
  pick,
  row,
  toast,
  signInAt,
} from '../system-support.ts';

test('menus: a menu added under System shows in the sidebar at once, without a reload; edit, filter, delete', async ({
  page,
  baseUrl,
}) => {
  await signInAt(page, baseUrl, '/system/menu');

  await page.getByRole('button', { name: 'plus Add', exact: true }).click();
  const form = dialog(page, 'Add menu');
  await pick(page, form, 'Parent menu', 'System');
  // A button has no route: its route fields go away, its permission comes.
  await form.getByText('Button', { exact: true }).click();
  await form.getByLabel('Route path').waitFor({ state: 'detached' });
  await form.getByLabel('Permission').waitFor();
  await form.getByText('Menu', { exact: true }).click();
  await form.getByLabel('Menu name').fill('E2E reports');
  await form.getByLabel('Route path').fill('e2e-reports');
  await form.getByLabel('Component path').fill('system/audit-log/index');
  await pick(page, form, 'Icon', 'document');
  await form.getByRole('button', { name: 'Add parameter' }).click();
  await form.getByLabel('Parameter name').fill('tab');
  await form.getByLabel('Parameter value').fill('all');
  await confirmDialog(page, 'Add menu');
  await toast(page, 'Added successfully');
  await row(page, 'E2E reports').getByText('system/audit-log/index').waitFor();

  await openSidebar(page);
  await openFromMenu(page, 'System', 'E2E reports');
  await page.waitForURL(/#\/system\/e2e-reports\?tab=all$/);

  await openScreen(page, baseUrl, '/system/menu');
  await row(page, 'E2E reports').getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit menu');
  assert.equal(await edit.getByLabel('Parameter value').inputValue(), 'all');
  await edit.getByLabel('Menu name').fill('E2E statements');
  await confirmDialog(page, 'Edit menu');
  await row(page, 'E2E statements').waitFor();

  await filterBy(page, 'Keyword', 'E2E');
  await row(page, 'Dashboard').waitFor({ state: 'detached' });
  await row(page, 'E2E statements').waitFor();

  await deleteRow(page, 'E2E statements');
});

test('menus: the form shows the required fields of each type', async ({ page, baseUrl }) => {
  await signInAt(page, baseUrl, '/system/menu');
  await page.getByRole('button', { name: 'plus Add', exact: true }).click();
  const form = dialog(page, 'Add menu');
  await form.getByText('External link', { exact: true }).click();
  await form.getByLabel('Menu name').fill('E2E docs');
  await form.getByLabel('Link address').fill('ftp://example.com');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await form.getByText('Enter an address starting with http://, https:// or /').waitFor();
  await form.getByLabel('Link address').fill('https://example.com/docs');
  await confirmDialog(page, 'Add menu');
  await row(page, 'E2E docs').getByText('External link').waitFor();
});
