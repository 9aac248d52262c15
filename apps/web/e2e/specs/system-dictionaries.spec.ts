import { test } from '../fixtures.ts';
import {} from '../support.ts';
import { confirmDialog, deleteRow, dialog, filterBy, pick, row, toast, signInAt } from '../system-support.ts';

test('dictionaries: seeded labels are translated; create, edit, filter, delete, and items in a drawer', async ({
  page,
  baseUrl,
}) => {
  await signInAt(page, baseUrl, '/system/dict');
  await row(page, 'withdrawal_status').getByText('Withdrawal status').waitFor();

  await page.getByRole('button', { name: 'plus Add', exact: true }).click();
  const form = dialog(page, 'Add dictionary');
  // The seeded dictionaries' names are translation keys: the form says so beside the name.
  await form.getByText('A translation key (such as dict.on_off) is shown in the current language').waitFor();
  await form.getByLabel('Dictionary code').fill('Bad Code');
  await form.getByLabel('Dictionary name').fill('E2E risk levels');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await form.getByText('Start with a lower-case letter', { exact: false }).waitFor();
  await form.getByLabel('Dictionary code').fill('e2e_risk');
  await confirmDialog(page, 'Add dictionary');
  await toast(page, 'Added successfully');

  await row(page, 'e2e_risk').getByRole('button', { name: 'Edit' }).click();
  await dialog(page, 'Edit dictionary').getByLabel('Dictionary name').fill('E2E risk grades');
  await confirmDialog(page, 'Edit dictionary');
  await row(page, 'E2E risk grades').waitFor();

  await row(page, 'e2e_risk').getByRole('button', { name: 'Items' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Items: E2E risk grades' });
  await drawer.getByRole('button', { name: 'plus Add', exact: true }).click();
  const item = dialog(page, 'Add item');
  await item.getByLabel('Label').fill('High');
  await item.getByLabel('Value', { exact: true }).fill('high');
  await pick(page, item, 'Tag type', 'danger');
  await confirmDialog(page, 'Add item');
  await row(page, 'High').getByText('high', { exact: true }).waitFor();
  await row(page, 'High').getByRole('button', { name: 'Edit' }).click();
  await dialog(page, 'Edit item').getByLabel('Label').fill('Severe');
  await confirmDialog(page, 'Edit item');
  await deleteRow(page, 'Severe');
  await drawer.getByRole('button', { name: 'Close' }).click();

  await filterBy(page, 'Keyword', 'e2e_risk');
  await row(page, 'withdrawal_status').waitFor({ state: 'detached' });
  await deleteRow(page, 'e2e_risk', 'E2E risk grades');
});
