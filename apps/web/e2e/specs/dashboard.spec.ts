import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { assert, openSidebar, switchLanguage } from '../support.ts';
import { changeBalance, createProject, invest, registerMember, unique } from '../member-support.ts';
import { apiToken, signIn } from '../system-support.ts';

/** A totals card's figure, by its exact title. */
function figure(page: Page, title: string) {
  return page
    .locator('[role="listitem"]')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('.ant-statistic-content')
    .innerText();
}

const count = (text: string) => Number(text.replace(/\D/g, ''));

/**
 * A chart by its accessible name (its card's title), its card scrolled onto the screen: a chart draws once
 * a quarter of it is on the screen.
 */
async function chartOn(page: Page, name: string) {
  await page.locator('.plain-card', { has: page.getByText(name, { exact: true }) }).scrollIntoViewIfNeeded();
  return page.getByRole('img', { name });
}

/** What a chart writes (legend, axes, labels), by the chart's accessible name. */
async function chartTexts(page: Page, name: string) {
  return (await chartOn(page, name)).locator('svg text').allTextContents();
}

/** Waits until `check` answers true, asking again every 250 ms. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A member who registers, is recharged and invests in a new project of a new category, through the APIs. */
async function newInvestor(baseUrl: string, prefix: string) {
  const token = await apiToken(baseUrl);
  const member = await registerMember(baseUrl, token, prefix);
  await changeBalance(baseUrl, token, member.id, 5_000_00, 'dashboard spec');
  const project = await createProject(baseUrl, token, { name: unique(prefix), periodMinutes: 600 });
  await invest(baseUrl, member, project.id, 1_234_00);
  return project;
}

/** Types a day into one end of the range picker, as a keyboard user does. */
async function typeDay(page: Page, placeholder: string, day: string) {
  const input = page.getByPlaceholder(placeholder);
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

// The dashboard's own words in English, which no other language may show.
const englishWords = [
  'Members',
  'new in the range',
  'Recharged',
  'Invested',
  'Profit paid',
  'Withdrawn (approved)',
  'Pending withdrawals',
  'waiting for review',
  'Principal invested now',
  'Due for settlement',
  'investments due',
  'Money by day',
  'New members of the range',
  'Invested by category',
  'Top projects',
  'Registered',
  'Withdrew',
  'Investors',
  'Average investment',
  'Settled',
  'Days are counted',
  'As of',
  'Nothing in this range',
];

const languages = [
  { name: '中文', chart: '每日资金', amount: /^¥[\d,]+\.\d{2}$/ },
  { name: 'Tiếng Việt', chart: 'Dòng tiền theo ngày', amount: /^[\d.]+,\d{2}\s¥$/ },
  { name: 'Bahasa Indonesia', chart: 'Uang per hari', amount: /^¥[\d.]+,\d{2}$/ },
];

test('dashboard: a member registering and investing through the member API moves the cards and the charts when the event arrives, without a reload', async ({
  page,
  baseUrl,
}) => {
  await signIn(page, baseUrl);
  await openSidebar(page);
  await page.getByText(/^As of \d\d:\d\d:\d\d$/).waitFor();
  await (await chartOn(page, 'Money by day')).locator('svg').waitFor();
  // Every word the chart writes lies within its drawing: the dates were cut at its lower edge.
  const cut = await page
    .getByRole('img', { name: 'Money by day' })
    .locator('svg')
    .evaluate((svg) => {
      const box = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('text')]
        .filter((text) => {
          const r = text.getBoundingClientRect();
          return (
            r.width > 0 && (r.bottom > box.bottom + 0.5 || r.top < box.top - 0.5 || r.left < box.left - 0.5)
          );
        })
        .map((text) => text.textContent);
    });
  assert.deepEqual(cut, [], 'chart texts past the edge of the drawing');
  // A marker on the page's global object survives only if the page is never reloaded.
  await page.evaluate(() => Object.assign(globalThis, { sameDocument: true }));
  const before = { members: await figure(page, 'Members'), invested: await figure(page, 'Invested') };
  const funnelBefore = await chartTexts(page, 'New members of the range');

  const project = await newInvestor(baseUrl, 'dash');

  // At least one more member: the first answer may be a remembered one, up to 10 s old, that predates
  // members the specs before this one registered; the new investment tells the answer that counts them.
  await until(
    async () =>
      count(await figure(page, 'Members')) >= count(before.members) + 1 &&
      (await figure(page, 'Invested')) !== before.invested,
    'the members and invested cards count the new member and the investment',
  );
  await until(
    async () =>
      (await chartTexts(page, 'Invested by category')).includes(`${project.name} kind`) &&
      (await chartTexts(page, 'New members of the range')).join() !== funnelBefore.join(),
    "the charts draw the new member and the new category's money",
  );
  assert.equal(
    await page.evaluate(() => (globalThis as typeof globalThis & { sameDocument?: boolean }).sameDocument),
    true,
  );

  // The charts follow their box: collapsing the sidebar widens them.
  const chart = (await chartOn(page, 'Money by day')).locator('svg');
  const width = async () => Number(await chart.getAttribute('width'));
  const wide = await width();
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await until(async () => (await width()) > wide, 'the chart widens with the collapsed sidebar');
});

test('dashboard: the range picker changes the figures, down to the empty state of a range without data', async ({
  page,
  baseUrl,
}) => {
  await newInvestor(baseUrl, 'range');
  await signIn(page, baseUrl);
  await page.getByText(/^As of /).waitFor();
  assert.notEqual(await figure(page, 'Invested'), '¥0.00');

  await typeDay(page, 'Start date', '2020-01-01');
  await typeDay(page, 'End date', '2020-01-31');
  await page.getByText('No money moved and no member registered from Jan 1, 2020 to Jan 31, 2020').waitFor();
  assert.equal(await figure(page, 'Invested'), '¥0.00');
  assert.equal(await page.locator('div[role="img"]').count(), 0);

  const today = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/dashboard' &&
      url.searchParams.get('filter[from]') === url.searchParams.get('filter[to]')
    );
  });
  await page.getByPlaceholder('Start date').click();
  await page.locator('.ant-picker-presets').getByText('Today', { exact: true }).click();
  assert.equal((await today).status(), 200);
  await page.getByText(/^No money moved/).waitFor({ state: 'detached' });
  await until(async () => (await figure(page, 'Invested')) !== '¥0.00', "today's investments show");
  await (await chartOn(page, 'Invested by category')).locator('svg').waitFor();
});

test('dashboard: in Chinese, Vietnamese and Indonesian nothing on it is left in English, and amounts are written the language’s way', async ({
  page,
  baseUrl,
}) => {
  await newInvestor(baseUrl, 'words');
  await signIn(page, baseUrl);
  await (await chartOn(page, 'Money by day')).locator('svg').waitFor();
  for (const language of languages) {
    await switchLanguage(page, language.name);
    const chart = await chartOn(page, language.chart);
    await chart.locator('svg').waitFor();
    const main = page.locator('main');
    const shown = [
      await main.innerText(),
      ...(await main.locator('svg text').allTextContents()),
      ...(await main
        .locator('div[role="img"]')
        .evaluateAll((charts) => charts.map((c) => c.getAttribute('aria-label')))),
    ].join('\n');
    for (const word of englishWords) assert.ok(!shown.includes(word), `${language.name} shows "${word}"`);
    assert.ok(!/dashboard(Figures)?\.\w/.test(shown), `${language.name} shows a text key`);
    const amount = await main.locator('[role="listitem"] .ant-statistic-content').nth(1).innerText();
    assert.match(amount, language.amount);
  }
});

test('dashboard: on a phone the range picker fits the screen: one month with its arrows, and the presets', async ({
  page,
  baseUrl,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, baseUrl);
  await page.getByPlaceholder('Start date').click();
  const popup = page.locator('.ant-picker-dropdown-range:visible');
  await popup.getByText('Today', { exact: true }).waitFor();
  // Days past the limit cannot be picked, and the calendar says why.
  await popup.getByText('A range covers at most 366 days.').waitFor();
  const parts = await popup.evaluate((element) =>
    [...element.querySelectorAll('.ant-picker-panel, .ant-picker-header-next-btn, .ant-picker-presets')].map(
      (part) => {
        const box = part.getBoundingClientRect();
        return { name: part.className, left: box.left, right: box.right };
      },
    ),
  );
  assert.ok(parts.length >= 4, `found ${parts.length} parts`);
  for (const part of parts)
    assert.ok(part.left >= 0 && part.right <= 390, `${part.name} spans ${part.left}–${part.right}`);
  // One month is shown, and its arrow goes on to the next.
  const month = popup.locator('.ant-picker-header-view:visible');
  assert.equal(await month.count(), 1);
  const shown = await month.innerText();
  await popup.locator('.ant-picker-header-next-btn:visible').click();
  await page.waitForFunction(
    (before) =>
      [...document.querySelectorAll<HTMLElement>('.ant-picker-dropdown-range .ant-picker-header-view')].some(
        (view) => view.offsetParent !== null && view.innerText !== before,
      ),
    shown,
  );
});
