import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { call } from '../api-call.ts';
import { assert, present, storedToken, switchLanguage } from '../support.ts';
import { apiToken, openScreen, signIn, signInAt } from '../system-support.ts';
import {
  askWithdrawal,
  changeBalance,
  createProject,
  exportAll,
  gridRecords,
  invest,
  registerMember,
  unique,
  waitForRowCount,
} from '../member-support.ts';

const ADMIN_TIME_ZONE = 'Asia/Shanghai';
const DAY_MS = 24 * 3600_000;

type Figure =
  | 'recharged'
  | 'adjusted'
  | 'invested'
  | 'withdrawn'
  | 'refunded'
  | 'pending_withdrawals'
  | 'settled_principal'
  | 'profit_paid';

// The figures only the specs' own calls move. Settlements are left out: the server's sweep settles the
// demo members' investments while the spec runs.
const steady = ['recharged', 'adjusted', 'invested', 'withdrawn', 'refunded', 'pending_withdrawals'] as const;
const titles: Record<Figure, string> = {
  recharged: 'Recharged',
  adjusted: 'Adjusted',
  invested: 'Invested',
  withdrawn: 'Withdrawals requested',
  refunded: 'Refunded',
  pending_withdrawals: 'Pending withdrawals',
  settled_principal: 'Principal returned',
  profit_paid: 'Profit paid',
};
const FIGURES = Object.keys(titles) as Figure[];

/** An amount as the grid shows it: the default currency's 2 places, thousands grouped. */
function shown(minor: number) {
  const digits = String(Math.abs(minor)).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${minor < 0 ? '-' : ''}${whole}.${digits.slice(-2)}`;
}
// The totals name the default currency (the seed's CNY) by its symbol; the grid and the export by its
// code in the header; the export writes plain currency units.
const withSymbol = (minor: number) => (minor < 0 ? `-¥${shown(-minor)}` : `¥${shown(minor)}`);
const header = (name: Figure) => `${titles[name]} (CNY)`;
const units = (minor: number) => shown(minor).replace(/,/g, '');

const dayIn = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ADMIN_TIME_ZONE }).format(instant);
const pick = (row: Record<string, string>, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, row[name]]));

/** The range's totals as the statistics above the grid show them. */
async function shownTotals(page: Page, names: readonly Figure[]) {
  const list = page.getByRole('list', { name: 'Totals of the range' });
  const entries = await Promise.all(
    names.map(
      async (name) =>
        [
          name,
          await list
            .getByRole('listitem')
            .filter({ hasText: titles[name] })
            .locator('.ant-statistic-content')
            .innerText(),
        ] as const,
    ),
  );
  return Object.fromEntries(entries.map(([name, text]) => [name, text.trim()]));
}

// An admin east of Greenwich: the days are theirs, not UTC's.
test.describe(() => {
  test.use({ timezoneId: ADMIN_TIME_ZONE });

  test("fund details: a member's recharge, investment and withdrawal move today's row and the totals; a quiet range shows zeros; the export holds the days", async ({
    page,
    baseUrl,
  }) => {
    await signIn(page, baseUrl);
    const adminToken = await storedToken(page);
    const today = dayIn(new Date());
    const first = dayIn(new Date(Date.parse(`${today}T12:00:00Z`) - 29 * DAY_MS));
    // What the screen asks for first: the last 30 days in the browser's zone.
    const read = async () => {
      const body = await call(baseUrl, 'get', '/api/funds', 200, {
        token: adminToken,
        query: { filter: { from: first, to: today, tz: ADMIN_TIME_ZONE }, per_page: 50 },
      });
      const newest = present(body.data[0], "the range's newest day");
      assert.equal(newest.date, today);
      return { newest, totals: body.totals };
    };

    const before = await read();
    const member = await registerMember(baseUrl, adminToken, 'e2e_fund_');
    await changeBalance(baseUrl, adminToken, member.id, 5_000_00, 'E2E fund top-up');
    const project = await createProject(baseUrl, adminToken, {
      name: unique('E2E Fund '),
      periodMinutes: 600,
    });
    await invest(baseUrl, member, project.id, 1_200_00);
    await askWithdrawal(baseUrl, member, 800_00);
    const after = await read();

    // Today's row moved by exactly the member's money, whatever the demo history holds.
    const moved = Object.fromEntries(steady.map((name) => [name, after.newest[name] - before.newest[name]]));
    assert.deepEqual(moved, {
      recharged: 5_000_00,
      adjusted: 0,
      invested: 1_200_00,
      withdrawn: 800_00,
      refunded: 0,
      pending_withdrawals: 800_00,
    });

    await openScreen(page, baseUrl, '/finance/fund');
    // The dashboard, kept alive behind this tab, names its zone in the same words.
    await page.getByText(`Days are counted in ${ADMIN_TIME_ZONE} time`).filter({ visible: true }).waitFor();
    assert.equal(await page.getByPlaceholder('Start date').filter({ visible: true }).inputValue(), first);
    assert.equal(await page.getByPlaceholder('End date').filter({ visible: true }).inputValue(), today);
    const todayShown = present((await gridRecords(page))[0], "today's row");
    assert.equal(todayShown.Date, today);
    assert.deepEqual(
      Object.fromEntries(steady.map((name) => [name, todayShown[header(name)]])),
      Object.fromEntries(steady.map((name) => [name, shown(after.newest[name])])),
    );
    assert.deepEqual(
      await shownTotals(page, steady),
      Object.fromEntries(steady.map((name) => [name, withSymbol(after.totals[name])])),
    );

    // The export holds every day of the range, newest first, in currency units.
    const thirty = await exportAll(page);
    assert.match(thirty.fileName, /^funds-\d{14}\.csv$/);
    assert.equal(thirty.records.length, 30);
    assert.deepEqual([thirty.records[0]?.Date, thirty.records[29]?.Date], [today, first]);
    assert.deepEqual(
      pick(present(thirty.records[0], 'the first exported day'), steady.map(header)),
      Object.fromEntries(steady.map((name) => [header(name), units(after.newest[name])])),
    );

    // A week long before the demo history: every day there, all zeros.
    const start = page.getByPlaceholder('Start date').filter({ visible: true });
    await start.click();
    await start.fill('2020-01-01');
    await start.press('Enter');
    const end = page.getByPlaceholder('End date').filter({ visible: true });
    await end.fill('2020-01-07');
    await end.press('Enter');
    await page.locator('.ant-picker-dropdown').filter({ visible: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'search Search' }).click();
    await waitForRowCount(page, 7);
    const week = ['07', '06', '05', '04', '03', '02', '01'].map((d) => `2020-01-${d}`);
    const zeros = Object.fromEntries(FIGURES.map((name) => [header(name), '0.00']));
    assert.deepEqual(
      await gridRecords(page),
      week.map((date) => ({ Date: date, ...zeros })),
    );
    assert.deepEqual(
      await shownTotals(page, FIGURES),
      Object.fromEntries(FIGURES.map((name) => [name, '¥0.00'])),
    );
    const quiet = await exportAll(page);
    assert.deepEqual(
      quiet.records,
      week.map((date) => ({ Date: date, ...zeros })),
    );
  });
});

test('fund details: sums in the tens of millions stay inside their own place, in Vietnamese on a laptop', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const member = await registerMember(baseUrl, token, 'e2e-large-');
  await changeBalance(baseUrl, token, member.id, 1_234_567_891, 'E2E large sum');
  await signInAt(page, baseUrl, '/finance/fund');
  await switchLanguage(page, 'Tiếng Việt');
  const totals = page.getByRole('list', { name: 'Tổng của khoảng ngày' });
  // The recharge makes today's sum at least this large (other specs' money may add to it).
  await totals
    .getByText(/^\d{2,3}(\.\d{3}){2,},\d{2}/)
    .first()
    .waitFor();
  // Each figure's text lies inside its own list item: none runs into the next or out of the card.
  const spills = await totals.getByRole('listitem').evaluateAll((items) =>
    items.flatMap((item) => {
      const box = item.getBoundingClientRect();
      const value = item.querySelector('.ant-statistic-content');
      if (!value) return [`no figure in ${item.textContent}`];
      const range = document.createRange();
      range.selectNodeContents(value);
      const text = range.getBoundingClientRect();
      return text.right > box.right + 1 || text.left < box.left - 1
        ? [
            `"${value.textContent}" spans ${Math.round(text.left)}–${Math.round(text.right)}, its place ${Math.round(box.left)}–${Math.round(box.right)}`,
          ]
        : [];
    }),
  );
  assert.deepEqual(spills, []);
});
