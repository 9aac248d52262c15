// Helpers the money specs share: members made through the member API, projects and balances made
// through the admin API, grid cells read by their column titles, and the server's CSV exports.
import { readFile } from 'node:fs/promises';
import { api, assert } from './support.mjs';

/** The answer's data, failing the spec unless the call answered `status`. */
export async function expectData(answer, status = 201) {
  const { status: got, body } = await answer;
  assert.equal(got, status, JSON.stringify(body));
  return body.data ?? body;
}

/** A name no earlier run of the same server holds. */
export const unique = (prefix) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Registers a member through the member API, as a customer's app would, and returns its id, name and
 * token. Another spec may have made invitation codes required: then an existing member's code is used.
 */
export async function registerMember(baseUrl, adminToken, prefix) {
  const name = unique(prefix);
  const body = { name, password: 'member-pass-1', pay_password: '246810' };
  let answer = await api(baseUrl, '/api/member/register', { method: 'POST', body });
  if (answer.status === 422 && answer.body.errors?.invitation_code) {
    const members = await expectData(api(baseUrl, '/api/users?per_page=1', { token: adminToken }), 200);
    answer = await api(baseUrl, '/api/member/register', {
      method: 'POST',
      body: { ...body, invitation_code: members[0].invitation_code },
    });
  }
  const { token } = await expectData(answer);
  const me = await expectData(api(baseUrl, '/api/member/me', { token }), 200);
  return { id: me.id, name, token };
}

/** A category and a visible project in it, through the admin API. */
export async function createProject(baseUrl, adminToken, { name, periodMinutes, minAmount = 100_00 }) {
  const category = await expectData(
    api(baseUrl, '/api/project-categories', {
      method: 'POST',
      token: adminToken,
      body: { name: `${name} kind` },
    }),
  );
  return expectData(
    api(baseUrl, '/api/projects', {
      method: 'POST',
      token: adminToken,
      body: {
        name,
        category_id: category.id,
        min_amount: minAmount,
        profit_percent: '12.5',
        period_minutes: periodMinutes,
        hidden: false,
        max_times: 0,
      },
    }),
  );
}

/** Staff change a member's balance (positive: recharge; negative: adjustment); answers the record. */
export function changeBalance(baseUrl, adminToken, memberId, amount, remarks) {
  return expectData(
    api(baseUrl, `/api/users/${memberId}/balance`, {
      method: 'POST',
      token: adminToken,
      body: { amount, remarks },
    }),
  );
}

/** The member invests through the member API; answers the investment. */
export function invest(baseUrl, member, projectId, amount) {
  return expectData(
    api(baseUrl, '/api/member/investments', {
      method: 'POST',
      token: member.token,
      body: { project_id: projectId, amount },
    }),
  );
}

/**
 * The member asks to withdraw through the member API (a registerMember member's pay password), to the
 * card given or a default one; answers the withdrawal.
 */
export function askWithdrawal(baseUrl, member, amount, { cardNumber = '622200001111' } = {}) {
  return expectData(
    api(baseUrl, '/api/member/withdrawals', {
      method: 'POST',
      token: member.token,
      body: {
        account_name: 'E2E Holder',
        card_number: cardNumber,
        bank_name: 'E2E Bank',
        amount,
        pay_password: '246810',
      },
    }),
  );
}

// The grid of the page shown: a kept-alive page hidden behind another tab keeps its grid in the document.
const shownGrid = (page) => page.locator('[role="grid"]').filter({ visible: true });

/** The grid's data rows (the header and the empty row carry no data-index). */
export const dataRows = (page) => shownGrid(page).locator('[role="row"][data-index]');

/** Each shown row as {column title: cell text}. */
export async function gridRecords(page) {
  const titles = await shownGrid(page).locator('[role="columnheader"]').allInnerTexts();
  const rows = await dataRows(page).all();
  return Promise.all(
    rows.map(async (row) => {
      const cells = await row.locator('[role="gridcell"]').allInnerTexts();
      return Object.fromEntries(titles.map((title, i) => [title.trim(), (cells[i] ?? '').trim()]));
    }),
  );
}

/** Waits until the grid shows exactly `count` rows (0: its empty text). */
export async function waitForRowCount(page, count) {
  if (count === 0) {
    await shownGrid(page).locator('.dg-empty').waitFor();
    return;
  }
  await dataRows(page)
    .nth(count - 1)
    .waitFor();
  await dataRows(page).nth(count).waitFor({ state: 'detached' });
}

/** "Export all" from the grid's export menu; answers the saved file's name and its CSV records. */
export async function exportAll(page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Export all' }).click();
    })(),
  ]);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const columns = header.split(',');
  // The specs' values hold no commas or quotes, so a plain split reads them.
  const records = lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [columns[i], v])));
  return { fileName: download.suggestedFilename(), records };
}

/** A time as the page's pickers and date columns show it: local to the browser. */
export function localTime(page, iso) {
  return page.evaluate((value) => {
    const d = new Date(value);
    const two = (n) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  }, iso);
}
