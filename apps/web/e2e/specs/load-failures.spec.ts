import type { Page, Route } from '@playwright/test';
import { test } from '../fixtures.ts';
import { askWithdrawal, changeBalance, registerMember, unique } from '../member-support.ts';
import { assert } from '../support.ts';
import { apiToken, created, dialog, filterBy, pick, row, signInAt, signIn } from '../system-support.ts';

/** Answers the requests `matches` picks with a server fault carrying `message`, until unrouted. */
async function failRequests(page: Page, matches: (url: URL) => boolean, message: string) {
  const handler = (route: Route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message }) });
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

/** The failure said in place, on the page shown (a kept-alive page may hide behind another tab). */
const failureOf = (page: Page, message: string) =>
  page
    .getByRole('alert')
    .filter({ hasText: 'The data could not be loaded', visible: true })
    .filter({ hasText: message });

const pathIs = (path: string) => (url: URL) => url.pathname === path;

test('load failures: a withdrawal list that fails keeps its rows, says why in place, and Retry reloads', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const member = await registerMember(baseUrl, token, 'e2e-lf-');
  await changeBalance(baseUrl, token, member.id, 50_000, 'e2e funding');
  await askWithdrawal(baseUrl, member, 12_000, { cardNumber: '6222 0212 3456 4321' });
  const other = await registerMember(baseUrl, token, 'e2e-lf-other-');

  await signInAt(page, baseUrl, '/user/withdraw-record');
  const bar = page.locator('#withdraw-record-filter');
  await pick(page, bar, 'User', member.name);
  await bar.getByRole('button', { name: /Search/ }).click();
  await row(page, '**** 4321').waitFor();

  const message = 'The withdrawal records are being rebuilt (e2e).';
  const restore = await failRequests(
    page,
    (url: URL) =>
      url.pathname === '/api/withdrawals' && url.searchParams.get('filter[user_id]') === String(other.id),
    message,
  );
  await pick(page, bar, 'User', other.name);
  await bar.getByRole('button', { name: /Search/ }).click();
  const failure = failureOf(page, message);
  await failure.waitFor();
  // Past the toast's life the failure still shows, beside the rows already loaded: not "No data".
  await page.locator('.ant-message-notice').filter({ hasText: message }).waitFor({ state: 'detached' });
  await failure.waitFor();
  await row(page, '**** 4321').waitFor();
  assert.equal(await page.getByText('No data', { exact: true }).filter({ visible: true }).count(), 0);

  await restore();
  await failure.getByRole('button', { name: 'Retry' }).click();
  await failure.waitFor({ state: 'detached' });
  await row(page, '**** 4321').waitFor({ state: 'detached' });
  await page.getByText('No data', { exact: true }).filter({ visible: true }).first().waitFor();
});

test('load failures: a department tree that fails keeps its branches, says why in place, and Retry reloads', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const name = unique('E2E LF dept ');
  await created(baseUrl, token, '/api/departments', { name, code: unique('e2e-lf-') });

  await signInAt(page, baseUrl, '/system/dept');
  await row(page, name).waitFor();

  const message = 'The departments are being moved (e2e).';
  const restore = await failRequests(page, pathIs('/api/departments/tree'), message);
  await filterBy(page, 'Keyword', name);
  const failure = failureOf(page, message);
  await failure.waitFor();
  await row(page, name).waitFor();

  await restore();
  await failure.getByRole('button', { name: 'Retry' }).click();
  await failure.waitFor({ state: 'detached' });
  await row(page, name).waitFor();
});

test('load failures: user details that fail say why in the dialog, and Retry loads them', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const member = await registerMember(baseUrl, token, 'e2e-lf-info-');

  await signInAt(page, baseUrl, '/user/list');
  await filterBy(page, 'Keyword', member.name);
  const message = 'The user details are out of reach (e2e).';
  const restore = await failRequests(page, pathIs(`/api/users/${member.id}`), message);
  await row(page, member.name).getByRole('button', { name: 'Info' }).click();
  const info = dialog(page, `User details: ${member.name}`);
  const failure = info.getByRole('alert').filter({ hasText: message });
  await failure.getByText('The data could not be loaded').waitFor();

  await restore();
  await failure.getByRole('button', { name: 'Retry' }).click();
  await failure.waitFor({ state: 'detached' });
  await info.getByText('Total invested').waitFor();
});

test.describe(() => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('load failures: at 390 px wide the failure and its Retry button fit the screen', async ({
    page,
    baseUrl,
  }) => {
    await signIn(page, baseUrl);
    const message = 'The menus are being rebuilt (e2e).';
    await failRequests(page, pathIs('/api/system-menus/tree'), message);
    await page.goto(`${baseUrl}/#/system/menu`);
    const failure = failureOf(page, message);
    await failure.waitFor();
    const retry = await failure.getByRole('button', { name: 'Retry' }).boundingBox();
    assert.ok(retry && retry.x >= 0 && retry.x + retry.width <= 390, `Retry at ${JSON.stringify(retry)}`);
    const box = await failure.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `the failure at ${JSON.stringify(box)}`);
    assert.equal(await page.getByText('No data', { exact: true }).filter({ visible: true }).count(), 0);
  });
});
