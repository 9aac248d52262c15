import { test } from '../fixtures.ts';
import { assert } from '../support.ts';
import { apiToken, created, dialog, pick, row, signInAt } from '../system-support.ts';

test('audit log: writes are listed by the name of their event, filtered by it, and show before and after', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const department = await created(baseUrl, token, '/api/departments', {
    name: 'E2E audited',
    code: 'e2e-audited',
  });
  const role = await created(baseUrl, token, '/api/roles', { name: 'E2E audited role' });
  // Other specs write to the same database: these writes' rows are found by their targets.
  const departmentRow = row(page, `department:${department.id}`);
  const roleRow = row(page, `role:${role.id}`);
  await signInAt(page, baseUrl, '/system/audit-log');
  // Read only: nothing to add, edit or delete.
  assert.equal(await page.getByRole('button', { name: 'plus Add', exact: true }).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Edit' }).count(), 0);

  await roleRow.getByText('Role added').waitFor();
  await departmentRow.getByText('Department added').waitFor();

  await pick(page, page, 'Event', 'Department added');
  await page.getByRole('button', { name: 'search Search' }).click();
  await roleRow.waitFor({ state: 'detached' });
  await departmentRow.waitFor();

  await departmentRow.getByRole('button', { name: 'Details' }).click();
  const details = dialog(page, 'Details');
  await details.locator('pre').filter({ hasText: '"name": "E2E audited"' }).waitFor();
  await details.getByText('—').first().waitFor(); // nothing before a create
});
