import { test } from '../fixtures.ts';
import { assert, present, storedToken } from '../support.ts';
import { openScreen, pick, signIn } from '../system-support.ts';
import {
  changeBalance,
  createProject,
  exportAll,
  gridRecords,
  invest,
  registerMember,
  unique,
  waitForRowCount,
} from '../member-support.ts';

// Amount columns name the default currency (the seed's CNY) in their headers.
const shownAs = (records: Record<string, string>[]) =>
  records.map((r) => [
    r.Type,
    r['Change (CNY)'],
    r['Balance before (CNY)'],
    r['Balance after (CNY)'],
    r.Reason,
    r.Remark,
    r.Operator,
  ]);

test("balance records: a member's recharge, adjustment and investment are listed signed with the balance before and after, with the reason of each admin edit, and filtered by kind and by reason", async ({
  page,
  baseUrl,
}) => {
  await signIn(page, baseUrl);
  const adminToken = await storedToken(page);
  const member = await registerMember(baseUrl, adminToken, 'e2e_bal_');
  const remarks = unique('E2E top-up ');
  await changeBalance(baseUrl, adminToken, member.id, 1_234_56, remarks);
  await changeBalance(baseUrl, adminToken, member.id, -200_00, 'E2E correction', 'correction');
  const project = await createProject(baseUrl, adminToken, {
    name: unique('E2E Ledger '),
    periodMinutes: 600,
  });
  await invest(baseUrl, member, project.id, 300_00);

  await openScreen(page, baseUrl, '/user/balance-record');
  // The member is picked by name (the admin may search members).
  await pick(page, page, 'User', member.name);
  await page.getByRole('button', { name: 'search Search' }).click();
  await page.waitForURL(new RegExp(`[?&]user_id=${member.id}(&|$)`));
  await waitForRowCount(page, 3);
  // Newest first: every change moves the balance from where the previous one left it.
  assert.deepEqual(shownAs(await gridRecords(page)), [
    ['Investment', '-300.00', '1,034.56', '734.56', '', '', ''],
    ['Adjustment', '-200.00', '1,234.56', '1,034.56', 'Correction', 'E2E correction', 'Admin'],
    ['Recharge', '+1,234.56', '0.00', '1,234.56', 'Bonus', remarks, 'Admin'],
  ]);
  for (const record of await gridRecords(page)) assert.equal(record.User, member.name);

  await pick(page, page, 'Type', 'Recharge');
  await page.getByRole('button', { name: 'search Search' }).click();
  await waitForRowCount(page, 1);
  assert.deepEqual(shownAs(await gridRecords(page)), [
    ['Recharge', '+1,234.56', '0.00', '1,234.56', 'Bonus', remarks, 'Admin'],
  ]);

  // The export holds exactly the filtered rows, amounts in currency units and the kind's label.
  const { fileName, records } = await exportAll(page);
  assert.match(fileName, /^balance-records-\d{14}\.csv$/);
  assert.deepEqual(
    records.map((r) => [r['User ID'], ...present(shownAs([r])[0], 'the row')]),
    [[String(member.id), 'Recharge', '1234.56', '0.00', '1234.56', 'Bonus', remarks, 'Admin']],
  );

  // By reason alone (the kind cleared): only the admin's correction.
  await page.getByRole('button', { name: /Reset/ }).click();
  await pick(page, page, 'User', member.name);
  await pick(page, page, 'Reason', 'Correction');
  await page.getByRole('button', { name: 'search Search' }).click();
  await page.waitForURL(/[?&]reason=correction(&|$)/);
  await waitForRowCount(page, 1);
  assert.deepEqual(shownAs(await gridRecords(page)), [
    ['Adjustment', '-200.00', '1,234.56', '1,034.56', 'Correction', 'E2E correction', 'Admin'],
  ]);
});
