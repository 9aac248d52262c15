// @ts-check
// Helpers the money specs share: members made through the member API, projects and balances made
// through the admin API, grid cells read by their column titles, and the server's CSV exports.
// API calls are typed by the client types generated from the server's OpenAPI document (api-types.d.ts,
// `npm run openapi:types`), and `npm run typecheck` checks this file against them.
import { readFile } from 'node:fs/promises';
import { api, assert } from './support.mjs';

/** @typedef {import('./api-types').paths} Paths */
/** @typedef {'get' | 'post' | 'put' | 'patch' | 'delete'} Method */
/**
 * The methods the document gives a path.
 * @template {keyof Paths} P
 * @typedef {{ [K in Method]-?: undefined extends Paths[P][K] ? never : K }[Method]} MethodOf
 */
/**
 * The JSON of a request body or an answer in the generated types.
 * @template T
 * @typedef {T extends { content: { 'application/json': infer B } } ? B : never} JsonOf
 */
/**
 * @template {keyof Paths} P
 * @template {MethodOf<P>} M
 * @typedef {Paths[P][M] extends { requestBody?: infer R } ? JsonOf<NonNullable<R>> : never} BodyOf
 */
/**
 * @template {keyof Paths} P
 * @template {MethodOf<P>} M
 * @typedef {Paths[P][M] extends { parameters: { query?: infer Q } } ? Q : never} QueryOf
 */
/**
 * The statuses the document gives an operation.
 * @template {keyof Paths} P
 * @template {MethodOf<P>} M
 * @typedef {Paths[P][M] extends { responses: infer R } ? keyof R & number : never} StatusOf
 */
/**
 * @template {keyof Paths} P
 * @template {MethodOf<P>} M
 * @template {number} S
 * @typedef {Paths[P][M] extends { responses: infer R } ? S extends keyof R ? JsonOf<R[S]> : never : never} AnswerOf
 */
/**
 * @template {keyof Paths} P
 * @template {MethodOf<P>} M
 * @typedef {{ token?: string, params?: Record<string, string | number>, query?: QueryOf<P, M>, body?: BodyOf<P, M> }} CallOptions
 */

/** A query as the document describes it: objects (`filter`) as deepObject, `filter[name]=value`. */
function queryString(/** @type {Record<string, unknown>} */ query) {
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    value !== null && typeof value === 'object'
      ? Object.entries(value).map(([key, inner]) => [`${name}[${key}]`, String(inner)])
      : [[name, String(value)]],
  );
  return pairs.length ? `?${new URLSearchParams(pairs)}` : '';
}

/**
 * One operation of the API as the server documents it: path, query and body are checked against the
 * document's types, and the answer, which must have `status`, comes typed as the document says.
 * @template {keyof Paths} P
 * @template {MethodOf<P>} M
 * @template {number} S
 * @param {string} baseUrl
 * @param {M} method
 * @param {P} path the documented path; its `{name}` parts are filled from `params`
 * @param {S & StatusOf<P, M>} status a status the document gives the operation
 * @param {CallOptions<P, M>} [options]
 * @returns {Promise<AnswerOf<P, M, S>>}
 */
export async function call(baseUrl, method, path, status, { token, params = {}, query, body } = {}) {
  const url = String(path).replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(String(params[name])));
  const answer = await api(baseUrl, url + queryString(query ?? {}), {
    method: String(method).toUpperCase(),
    token,
    body,
  });
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  return answer.body;
}

/**
 * The answer's data, failing the spec unless the call answered `status`.
 * @param {Promise<{ status: number, body: any }>} answer
 */
export async function expectData(answer, status = 201) {
  const { status: got, body } = await answer;
  assert.equal(got, status, JSON.stringify(body));
  return body.data ?? body;
}

/** A name no earlier run of the same server holds. */
export const unique = (/** @type {string} */ prefix) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Registers a member through the member API, as a customer's app would, and returns its id, name and
 * token. Another spec may have made invitation codes required: then an existing member's code is used.
 * @param {string} baseUrl
 * @param {string} adminToken
 * @param {string} prefix
 */
export async function registerMember(baseUrl, adminToken, prefix) {
  const name = unique(prefix);
  /** @type {BodyOf<'/api/member/register', 'post'>} */
  const body = { name, password: 'member-pass-1', pay_password: '246810' };
  const first = await api(baseUrl, '/api/member/register', { method: 'POST', body });
  let token;
  if (first.status === 422 && first.body.errors?.invitation_code) {
    const members = await call(baseUrl, 'get', '/api/users', 200, {
      token: adminToken,
      query: { per_page: 1 },
    });
    ({ token } = await call(baseUrl, 'post', '/api/member/register', 201, {
      body: { ...body, invitation_code: members.data[0]?.invitation_code },
    }));
  } else {
    assert.equal(first.status, 201, JSON.stringify(first.body));
    /** @type {AnswerOf<'/api/member/register', 'post', 201>} */
    const registered = first.body;
    token = registered.token;
  }
  const { data: me } = await call(baseUrl, 'get', '/api/member/me', 200, { token });
  return { id: me.id, name, token };
}

/** @typedef {Awaited<ReturnType<typeof registerMember>>} Member */

/**
 * A category and a visible project in it, through the admin API.
 * @param {string} baseUrl
 * @param {string} adminToken
 * @param {{ name: string, periodMinutes: number, minAmount?: number }} project
 */
export async function createProject(baseUrl, adminToken, { name, periodMinutes, minAmount = 100_00 }) {
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
 * @param {string} baseUrl
 * @param {string} adminToken
 * @param {number} memberId
 * @param {number} amount
 * @param {string} remarks
 * @param {string} [reason] a value of the balance_reason dictionary
 */
export async function changeBalance(baseUrl, adminToken, memberId, amount, remarks, reason = 'bonus') {
  const { data } = await call(baseUrl, 'post', '/api/users/{id}/balance', 201, {
    token: adminToken,
    params: { id: memberId },
    body: { amount, reason, remarks },
  });
  return data;
}

/**
 * The member invests through the member API; answers the investment.
 * @param {string} baseUrl
 * @param {Member} member
 * @param {number} projectId
 * @param {number} amount
 */
export async function invest(baseUrl, member, projectId, amount) {
  const { data } = await call(baseUrl, 'post', '/api/member/investments', 201, {
    token: member.token,
    body: { project_id: projectId, amount },
  });
  return data;
}

/**
 * The member asks to withdraw through the member API (a registerMember member's pay password), to the
 * card given or a default one; answers the withdrawal.
 * @param {string} baseUrl
 * @param {Member} member
 * @param {number} amount
 */
export async function askWithdrawal(baseUrl, member, amount, { cardNumber = '622200001111' } = {}) {
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

/** @typedef {import('playwright-core').Page} Page */

// The grid of the page shown: a kept-alive page hidden behind another tab keeps its grid in the document.
const shownGrid = (/** @type {Page} */ page) => page.locator('[role="grid"]').filter({ visible: true });

/** The grid's data rows (the header and the empty row carry no data-index). */
export const dataRows = (/** @type {Page} */ page) => shownGrid(page).locator('[role="row"][data-index]');

/**
 * Each shown row as {column title: cell text}.
 * @param {Page} page
 */
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

/**
 * Waits until the grid shows exactly `count` rows (0: its empty text).
 * @param {Page} page
 * @param {number} count
 */
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

/**
 * "Export all" from the grid's export menu; answers the saved file's name and its CSV records.
 * @param {Page} page
 */
export async function exportAll(page) {
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
  const records = lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [columns[i], v])));
  return { fileName: download.suggestedFilename(), records };
}

/**
 * A time as the page's pickers and date columns show it: local to the browser.
 * @param {Page} page
 * @param {string} iso
 */
export function localTime(page, iso) {
  return page.evaluate((value) => {
    const d = new Date(value);
    const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  }, iso);
}
