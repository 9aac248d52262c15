import type { Page, Request } from '@playwright/test';
import { test } from '../fixtures.ts';
import { assert, present, storedToken } from '../support.ts';
import { openScreen, pick, signIn } from '../system-support.ts';
import {
  changeBalance,
  createProject,
  exportAll,
  gridRecords,
  invest,
  localTime,
  registerMember,
  unique,
  waitForRowCount,
} from '../member-support.ts';

const PERIOD_MINUTES = 90;
const ADMIN_TIME_ZONE = 'Asia/Shanghai';
const MINUTE = 60_000;

/** Types into a time picker and presses Enter, which applies the filters as a keyboard user expects. */
async function typeTime(page: Page, label: string, text: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  await input.press('Enter');
  // Enter also closes the picker's panel; wait for it, as a user would, before the next click.
  await page.locator('.ant-picker-dropdown').filter({ visible: true }).waitFor({ state: 'detached' });
}

/** Empties a picker with its clear button, as a mouse user does. */
async function clearTime(page: Page, label: string) {
  const picker = page.locator('.ant-picker').filter({ has: page.getByLabel(label, { exact: true }) });
  await picker.hover();
  await picker.locator('.ant-picker-clear').click();
  assert.equal(await page.getByLabel(label, { exact: true }).inputValue(), '');
}

const timeMode = (page: Page, mode: string) =>
  page.getByRole('radiogroup', { name: 'Investment time' }).getByText(mode, { exact: true }).click();

const search = (page: Page) => page.getByRole('button', { name: 'search Search' }).click();

/** Counts the list requests the page makes while `action` runs. */
async function listRequestsDuring(page: Page, action: () => Promise<unknown>) {
  let count = 0;
  const seen = (request: Request) => {
    if (request.url().includes('/api/investments?')) count += 1;
  };
  page.on('request', seen);
  await action();
  await page.waitForTimeout(500);
  page.off('request', seen);
  return count;
}

// An admin east of Greenwich: a day is theirs, not UTC's.
test.describe(() => {
  test.use({ timezoneId: ADMIN_TIME_ZONE });

  test("investments: a member's investment is listed with its estimated settlement, found by every time mode and exported as filtered", async ({
    page,
    baseUrl,
  }) => {
    await signIn(page, baseUrl);
    const adminToken = await storedToken(page);
    const project = await createProject(baseUrl, adminToken, {
      name: unique('E2E Harbour '),
      periodMinutes: PERIOD_MINUTES,
    });
    const other = await createProject(baseUrl, adminToken, {
      name: unique('E2E Other '),
      periodMinutes: 30,
    });
    const member = await registerMember(baseUrl, adminToken, 'e2e_inv_');
    await changeBalance(baseUrl, adminToken, member.id, 10_000_00, 'E2E recharge');
    const first = await invest(baseUrl, member, project.id, 1_000_00);
    const second = await invest(baseUrl, member, project.id, 2_500_00);
    await invest(baseUrl, member, other.id, 500_00);

    await openScreen(page, baseUrl, '/investment/list');
    await pick(page, page, 'Project', project.name);
    await search(page);
    await waitForRowCount(page, 2);

    // Newest first; the other project's investment is left out.
    const shown = await gridRecords(page);
    assert.deepEqual(
      shown.map((r) => [r.User, r.Project, r['Amount (CNY)'], r.Status, r['Settled at']]),
      [
        [member.name, project.name, '2,500.00', 'Active', ''],
        [member.name, project.name, '1,000.00', 'Active', ''],
      ],
    );
    // The estimated settlement is the time invested plus the project's period.
    for (const [record, investment] of [
      [present(shown[0], 'the newest row'), second],
      [present(shown[1], 'the older row'), first],
    ] as const) {
      const investedAt = present(record['Invested at'], 'the time invested');
      assert.equal(investedAt, await localTime(page, investment.created_at));
      const invested = new Date(investedAt.replace(' ', 'T'));
      const settles = new Date(present(record['Estimated settlement'], 'the settlement').replace(' ', 'T'));
      assert.equal(settles.getTime() - invested.getTime(), PERIOD_MINUTES * MINUTE);
    }

    // One day: the date the investment was made on in the admin's time zone.
    const dayIn = (instant: string | number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: ADMIN_TIME_ZONE }).format(new Date(instant));
    const day = dayIn(first.created_at);
    const dayBefore = dayIn(Date.parse(first.created_at) - 24 * 60 * MINUTE);
    await timeMode(page, 'One day');
    await page.getByText(`Days are counted in ${ADMIN_TIME_ZONE} time`).filter({ visible: true }).waitFor();
    await typeTime(page, 'Pick a date', dayBefore);
    await waitForRowCount(page, 0);
    await typeTime(page, 'Pick a date', day);
    await waitForRowCount(page, 2);

    // An interval with only a start, then only an end.
    const beforeFirst = await localTime(page, new Date(Date.parse(first.created_at) - MINUTE).toISOString());
    const afterSecond = await localTime(page, new Date(Date.parse(second.created_at) + MINUTE).toISOString());
    await timeMode(page, 'Interval');
    await typeTime(page, 'Start time', afterSecond);
    await waitForRowCount(page, 0);
    await typeTime(page, 'Start time', beforeFirst);
    await waitForRowCount(page, 2);
    await clearTime(page, 'Start time');
    await typeTime(page, 'End time', beforeFirst);
    await waitForRowCount(page, 0);
    // The export follows the filter applied: nothing before the first investment.
    assert.deepEqual((await exportAll(page)).records, []);
    await typeTime(page, 'End time', afterSecond);
    await waitForRowCount(page, 2);

    // Neither bound: the page asks for one and asks the server nothing.
    await clearTime(page, 'End time');
    const asked = await listRequestsDuring(page, async () => {
      await search(page);
      await page.getByText('Please pick a start or an end time').waitFor();
    });
    assert.equal(asked, 0);

    // A start after the end: said on the time filter, never answered with a silently empty list.
    await typeTime(page, 'End time', beforeFirst);
    await waitForRowCount(page, 0);
    const reversed = await listRequestsDuring(page, async () => {
      await typeTime(page, 'Start time', afterSecond);
      await page.getByText('The start must not be after the end').filter({ visible: true }).waitFor();
    });
    assert.equal(reversed, 0, 'a reversed interval is not asked for');

    // Export: the whole filtered set, exactly the two investments in the project.
    await timeMode(page, 'All');
    await search(page);
    await waitForRowCount(page, 2);
    const { fileName, records } = await exportAll(page);
    assert.match(fileName, /^investments-\d{14}\.csv$/);
    // Amounts in currency units, the status as its label, the time to the second with its offset.
    const toSecond = (iso: string | undefined) => Math.floor(Date.parse(String(iso)) / 1000);
    assert.deepEqual(
      records.map((r) => [
        r.ID,
        r.User,
        r.Project,
        r['Amount (CNY)'],
        r.Status,
        toSecond(r['Estimated settlement']),
      ]),
      [
        [String(second.id), member.name, project.name, '2500.00', 'Active', toSecond(second.settle_at)],
        [String(first.id), member.name, project.name, '1000.00', 'Active', toSecond(first.settle_at)],
      ],
    );
  });
});
