import { test } from '../fixtures.ts';
import {} from '../support.ts';
import { confirmDialog, deleteRow, dialog, filterBy, pick, row, toast, signInAt } from '../system-support.ts';

test('departments: create a branch and a child, edit, filter and delete', async ({ page, baseUrl }) => {
  await signInAt(page, baseUrl, '/system/dept');

  await page.getByRole('button', { name: 'plus Add', exact: true }).click();
  const form = dialog(page, 'Add department');
  // The first focus is on the form's first field, not on the dialog's close button: typing starts there.
  await form.locator('form').waitFor();
  await page.waitForFunction(() => {
    const open = [...globalThis.document.querySelectorAll('.ant-modal')].find((modal) =>
      modal.checkVisibility(),
    );
    const first = open?.querySelector('form input:not([type="hidden"]), form textarea');
    return first !== undefined && first !== null && globalThis.document.activeElement === first;
  });
  await form.getByLabel('Department name').fill('E2E head office');
  await form.getByLabel('Department code').fill('e2e-head');
  await confirmDialog(page, 'Add department');
  await toast(page, 'Added successfully');

  await row(page, 'E2E head office').getByRole('button', { name: 'Add child' }).click();
  const child = dialog(page, 'Add department');
  // The parent field shows it (by its title: the focused field also announces it to screen readers).
  await child.getByTitle('E2E head office').waitFor();
  await child.getByLabel('Department name').fill('E2E treasury');
  await child.getByLabel('Department code').fill('e2e-treasury');
  await confirmDialog(page, 'Add department');
  await row(page, 'E2E treasury').waitFor();

  await row(page, 'E2E treasury').getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit department');
  await edit.getByLabel('Department name').fill('E2E payables');
  await pick(page, edit, 'Parent department', 'E2E head office');
  await confirmDialog(page, 'Edit department');
  await row(page, 'E2E payables').waitFor();

  await filterBy(page, 'Keyword', 'payables');
  await row(page, 'E2E payables').waitFor();

  // A department with children stays; its child goes first.
  await page.getByRole('button', { name: 'Reset' }).click();
  await deleteRow(page, 'E2E payables');
  await deleteRow(page, 'E2E head office');
});
