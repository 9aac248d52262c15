// Helpers the money specs share: members made through the member API, projects and balances made
// through the admin API, grid cells read by their column titles, and the server's CSV exports.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { call, type AnswerOf, type BodyOf } from './api-call.ts';
import { api, assert, field, type Answer } from './support.ts';

export { call };

/** The answer's data, failing the spec unless the call answered `status`. */
export async function expectData(answer: Promise<Answer>, status = 201): Promise<unknown> {
  const { status: got, body } = await answer;
  assert.equal(got, status, JSON.stringify(body));
  return field(body, 'data') ?? body;
}

/** A name no earlier run of the same server holds. */
export const unique = (prefix: string): string =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export type Member = { id: number; name: string; token: string };

/**
 * Registers a member through the member API, as a customer's app would, and returns its id, name and
 * token. Another spec may have made invitation codes required: then an existing member's code is used.
 */
export async function registerMember(baseUrl: string, adminToken: string, prefix: string): Promise<Member> {
  const name = unique(prefix);
  const body: BodyOf<'/api/member/register', 'post'> = {
    name,
    password: 'member-pass-1',
    pay_password: '246810',
  };
  const first = await api(baseUrl, '/api/member/register', { method: 'POST', body });
  let token: string;
  if (first.status === 422 && field(field(first.body, 'errors'), 'invitation_code')) {
    const members = await call(baseUrl, 'get', '/api/users', 200, {
      token: adminToken,
      query: { per_page: 1 },
    });
    ({ token } = await call(baseUrl, 'post', '/api/member/register', 201, {
      body: { ...body, invitation_code: members.data[0]?.invitation_code },
    }));
  } else {
    assert.equal(first.status, 201, JSON.stringify(first.body));
    // A 201 answer, as the document describes it.
    const registered = first.body as AnswerOf<'/api/member/register', 'post', 201>;
    token = registered.token;
  }
  const { data: me } = await call(baseUrl, 'get', '/api/member/me', 200, { token });
  return { id: me.id, name, token };
}

/** A category and a visible project in it, through the admin API. */
export async function createProject(
  baseUrl: string,
  adminToken: string,
  { name, periodMinutes, minAmount = 100_00 }: { name: string; periodMinutes: number; minAmount?: number },
) {
  const { data: category } = await call(baseUrl, 'post', '/api/project-categories', 201, {
    token: adminToken,
    body: { name: `${name} kind` },
  });
  const { data: project } = await call(baseUrl, 'post', '/api/projects', 201, {
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
  });
  return project;
}

/**
 * Staff change a member's balance (positive: recharge; negative: adjustment); answers the record.
 * `reason` is a value of the balance_reason dictionary.
 */
export async function changeBalance(
  baseUrl: string,
  adminToken: string,
  memberId: number,
  amount: number,
  remarks: string,
  reason = 'bonus',
) {
  const { data } = await call(baseUrl, 'post', '/api/users/{id}/balance', 201, {
    token: adminToken,
    params: { id: memberId },
    body: { amount, reason, remarks },
  });
  return data;
}

/** The member invests through the member API; answers the investment. */
export async function invest(baseUrl: string, member: Member, projectId: number, amount: number) {
  const { data } = await call(baseUrl, 'post', '/api/member/investments', 201, {
    token: member.token,
    body: { project_id: projectId, amount },
  });
  return data;
}

/**
 * The member asks to withdraw through the member API (a registerMember member's pay password), to the
 * card given or a default one; answers the withdrawal.
 */
export async function askWithdrawal(
  baseUrl: string,
  member: Member,
  amount: number,
  { cardNumber = '622200001111' }: { cardNumber?: string } = {},
) {
  const { data } = await call(baseUrl, 'post', '/api/member/withdrawals', 201, {
    token: member.token,
    body: {
      account_name: 'E2E Holder',
      card_number: cardNumber,
      bank_name: 'E2E Bank',
      amount,
      pay_password: '246810',
    },
  });
  return data;
}

// The grid of the page shown: a kept-alive page hidden behind another tab keeps its grid in the document.
const shownGrid = (page: Page): Locator => page.locator('[role="grid"]').filter({ visible: true });

/** The grid's data rows (the header and the empty row carry no data-index). */
export const dataRows = (page: Page): Locator => shownGrid(page).locator('[role="row"][data-index]');

/** Each shown row as {column title: cell text}. */
export async function gridRecords(page: Page): Promise<Record<string, string>[]> {
  // A header's words and its unit are boxes of their own (the unit is never cut short): one line to read.
  const titles = (await shownGrid(page).locator('[role="columnheader"]').allInnerTexts()).map((title) =>
    title.replace(/\s+/g, ' '),
  );
  const rows = await dataRows(page).all();
  return Promise.all(
    rows.map(async (row) => {
      const cells = await row.locator('[role="gridcell"]').allInnerTexts();
      return Object.fromEntries(titles.map((title, i) => [title.trim(), (cells[i] ?? '').trim()]));
    }),
  );
}

/** Waits until the grid shows exactly `count` rows (0: its empty text). */
export async function waitForRowCount(page: Page, count: number): Promise<void> {
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
export async function exportAll(
  page: Page,
): Promise<{ fileName: string; records: Record<string, string>[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Export all' }).click();
    })(),
  ]);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header = '', ...lines] = text.trim().split(/\r?\n/);
  const columns = header.split(',');
  // The specs' values hold no commas or quotes, so a plain split reads them.
  const records = lines.map((line) =>
    Object.fromEntries(line.split(',').map((v, i) => [columns[i] ?? String(i), v])),
  );
  return { fileName: download.suggestedFilename(), records };
}

/** A time as the page's pickers and date columns show it: local to the browser. */
export function localTime(page: Page, iso: string): Promise<string> {
  return page.evaluate((value) => {
    const d = new Date(value);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  }, iso);
}
