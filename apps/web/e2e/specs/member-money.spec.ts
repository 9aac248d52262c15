import { test } from '../fixtures.ts';
import { assert, present, storedToken } from '../support.ts';
import {
  askWithdrawal,
  changeBalance,
  createProject,
  gridRecords,
  invest,
  registerMember,
  unique,
  waitForRowCount,
} from '../member-support.ts';
import { dialog, filterBy, openScreen, pick, row, signIn } from '../system-support.ts';

/** A member with money in all three: a recharge, an investment and a withdrawal request. */
async function memberWithMoney(baseUrl: string, adminToken: string, prefix: string) {
  const member = await registerMember(baseUrl, adminToken, prefix);
  await changeBalance(baseUrl, adminToken, member.id, 1_000_00, 'E2E money picture');
  const project = await createProject(baseUrl, adminToken, {
    name: unique('E2E Picture '),
    periodMinutes: 600,
  });
  const investment = await invest(baseUrl, member, project.id, 300_00);
  const withdrawal = await askWithdrawal(baseUrl, member, 200_00);
  return { member, project, investment, withdrawal };
}

test("one member's money: the details show their latest records, investment and withdrawal, and link through to their filtered ledger", async ({
  page,
  baseUrl,
}) => {
  await signIn(page, baseUrl);
  const adminToken = await storedToken(page);
  const { member, project } = await memberWithMoney(baseUrl, adminToken, 'e2e_money_');

  await openScreen(page, baseUrl, '/user/list');
  await filterBy(page, 'Keyword', member.name);
  await row(page, member.name).getByRole('button', { name: 'Info' }).click();
  const info = dialog(page, `User details: ${member.name}`);
  const section = (name: string) => info.getByRole('region', { name });

  // The ledger newest first: the withdrawal, the investment, the recharge.
  const ledger = section('Latest balance records');
  await ledger.getByText('-¥200.00', { exact: true }).waitFor();
  assert.deepEqual(await ledger.locator('tbody tr td:last-child').allInnerTexts(), [
    '-¥200.00',
    '-¥300.00',
    '+¥1,000.00',
  ]);
  const investments = section('Latest investments');
  await investments.getByText(project.name).waitFor();
  assert.deepEqual(await investments.locator('tbody tr td:last-child').allInnerTexts(), ['¥300.00']);
  const withdrawals = section('Latest withdrawals');
  await withdrawals.getByText('¥200.00', { exact: true }).waitFor();
  await withdrawals.getByText('Pending review', { exact: true }).waitFor();

  // At a phone's width the details fit the screen: nothing wider than the dialog or the window.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.waitForTimeout(300);
  const fit = await info.evaluate((box) => {
    const width = globalThis.innerWidth;
    const wider = [box, ...box.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => element.className);
    const overflow = globalThis.document.documentElement.scrollWidth - width;
    return { width, wider, overflow, tables: box.querySelectorAll('.ant-table').length };
  });
  assert.deepEqual(
    { wider: fit.wider, overflow: fit.overflow, tables: fit.tables },
    {
      wider: [],
      overflow: 0,
      tables: 3,
    },
  );
  await page.setViewportSize({ width: 1280, height: 800 });

  await info.getByRole('link', { name: 'All balance records' }).click();
  await page.waitForURL(new RegExp(`#/user/balance-record\\?user_id=${member.id}$`));
  await info.waitFor({ state: 'detached' });
  await waitForRowCount(page, 3);
  const records = await gridRecords(page);
  assert.deepEqual(
    records.map((record) => [record.User, record['Change (CNY)']]),
    [
      [member.name, '-200.00'],
      [member.name, '-300.00'],
      [member.name, '+1,000.00'],
    ],
  );
  // The filter names the member, not a bare id.
  const picker = page.locator('.ant-form-item').filter({ hasText: 'User' }).filter({ visible: true });
  await picker.getByText(member.name).waitFor();
});

test('the investment list is filtered by a member picked by name', async ({ page, baseUrl }) => {
  await signIn(page, baseUrl);
  const adminToken = await storedToken(page);
  const { member, investment } = await memberWithMoney(baseUrl, adminToken, 'e2e_pick_');
  const other = await memberWithMoney(baseUrl, adminToken, 'e2e_pick_other_');

  await openScreen(page, baseUrl, '/investment/list');
  await row(page, String(other.investment.id)).waitFor();
  await pick(page, page, 'User', member.name);
  await page.getByRole('button', { name: 'search Search' }).click();
  await page.waitForURL(new RegExp(`#/investment/list\\?(.*&)?user_id=${member.id}(&|$)`));
  await waitForRowCount(page, 1);
  const shown = present((await gridRecords(page))[0], 'the row');
  assert.equal(shown.ID, String(investment.id));
  assert.equal(shown.User, member.name);
  assert.equal(shown['User ID'], String(member.id));
});
