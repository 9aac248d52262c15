import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import type { Credentials } from '../support.ts';
import { api, assert, field, fillLogin, switchLanguage } from '../support.ts';
import {
  apiToken,
  created,
  dialog,
  filterBy,
  openScreen,
  row,
  toast,
  type Permission,
} from '../system-support.ts';
import { registerMember, unique } from '../member-support.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

// antd writes a two-character Chinese button with a space between ("确 定"): match either way.
const label = (text: string) =>
  new RegExp(`^${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`);

// The words a user reads in each language the spec drives the screens in.
const languages = [
  {
    name: 'English',
    code: 'en-US',
    menu: 'Account menu',
    sessions: 'Sessions',
    current: 'This session',
    end: 'End session',
    ended: 'The session was ended',
    confirm: 'Confirm',
    keyword: 'Keyword',
    edit: 'Edit',
    editTitle: 'Edit administrator',
    enabled: 'Enabled',
    disabled: 'Disabled',
    adminSignOut: 'Sign out everywhere',
    adminSignedOut: (name: string) => `Every session of ${name} was ended`,
    memberSignOut: 'Sign out',
    memberSignedOut: (name: string) => `Every session of ${name} was ended`,
    freeze: 'Freeze',
    unfreeze: 'Unfreeze',
    frozen: 'Frozen',
    active: 'Active',
    frozenNotice: (name: string) => `${name} was frozen`,
    unfrozenNotice: (name: string) => `${name} was unfrozen`,
    frozenAnswer: 'This account is frozen. Please contact customer service.',
    // en-US's medium date: "Nov 25, 2026, 8:30 AM"
    date: /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s?[AP]M$/,
  },
  {
    name: '中文',
    code: 'zh-CN',
    menu: '账号菜单',
    sessions: '登录设备',
    current: '当前会话',
    end: '结束会话',
    ended: '会话已结束',
    confirm: '确定',
    keyword: '关键字',
    edit: '编辑',
    editTitle: '编辑管理员',
    enabled: '启用',
    disabled: '停用',
    adminSignOut: '全部下线',
    adminSignedOut: (name: string) => `${name} 的所有会话已结束`,
    memberSignOut: '下线',
    memberSignedOut: (name: string) => `${name} 的所有会话已结束`,
    freeze: '冻结',
    unfreeze: '解冻',
    frozen: '已冻结',
    active: '正常',
    frozenNotice: (name: string) => `${name} 已冻结`,
    unfrozenNotice: (name: string) => `${name} 已解冻`,
    frozenAnswer: '该账号已被冻结，请联系客服。',
    // zh-CN's medium date: "2026年11月25日 08:30"
    date: /^\d{4}年\d{1,2}月\d{1,2}日 \d\d:\d\d$/,
  },
];

type Language = (typeof languages)[number];

/** Signs in through the API as another browser would, naming itself by its User-Agent. */
async function signInFrom(baseUrl: string, credentials: Credentials, userAgent: string) {
  const response = await fetch(`${baseUrl}/api/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
    body: JSON.stringify({ auth_type: 'admin', admin: credentials }),
  });
  assert.equal(response.status, 201);
  const token = field(await response.json(), 'token');
  assert.ok(typeof token === 'string', 'a token is issued');
  return token;
}

/** A staff admin made through the API, in a role of its own. */
async function staffAdmin(baseUrl: string, token: string, prefix: string, permissions: Permission[] = []) {
  const role = await created(baseUrl, token, '/api/roles', { name: unique(`${prefix} role `), permissions });
  const credentials = { email: `${unique(prefix)}@example.com`.toLowerCase(), password: 'staff-pass-1' };
  const admin = await created(baseUrl, token, '/api/admins', {
    name: unique(`${prefix} `),
    ...credentials,
    role_id: role.id,
  });
  return { admin, credentials };
}

/** Signs in through the login page and switches the app to the language, as the admin would. */
async function signInIn(page: Page, baseUrl: string, credentials: Credentials, language: Language) {
  await page.goto(`${baseUrl}/#/login`);
  await fillLogin(page, credentials);
  await page.waitForURL(/#\/dashboard$/);
  if (language.name !== 'English') await switchLanguage(page, language.name);
}

const answers = async (baseUrl: string, path: string, token: string) =>
  (await api(baseUrl, path, { token })).status;

/** Asks the row's action, then confirms the question it asks. */
async function confirmRowAction(page: Page, rowText: string, action: string, language: Language) {
  await row(page, rowText)
    .getByRole('button', { name: label(action) })
    .click();
  const question = page.getByRole('dialog').filter({ hasText: rowText }).last();
  await question.getByRole('button', { name: label(language.confirm) }).click();
  await question.waitFor({ state: 'detached' });
}

for (const language of languages) {
  test(`sessions (${language.name}): the account menu lists the admin's sessions, this one marked, and ends another`, async ({
    page,
    baseUrl,
  }) => {
    const root = await apiToken(baseUrl);
    const { credentials } = await staffAdmin(baseUrl, root, 'sessions');
    const elsewhere = await signInFrom(baseUrl, credentials, FIREFOX);
    await signInIn(page, baseUrl, credentials, language);

    await page.getByTitle(language.menu).click();
    await page.getByRole('menuitem', { name: language.sessions }).click();
    const panel = dialog(page, language.sessions);
    const here = panel.getByRole('row').filter({ hasText: language.current });
    await here.getByText(/^Chrome \d+ · Linux$/).waitFor();
    assert.equal(await here.getByRole('button', { name: label(language.end) }).count(), 0);
    const firefox = panel.getByRole('row').filter({ hasText: 'Firefox 133 · Linux' });
    const lastUsed = (await firefox.getByRole('cell').nth(2).innerText()).trim();
    assert.match(lastUsed, language.date);

    await firefox.getByRole('button', { name: label(language.end) }).click();
    const question = page.getByRole('dialog').filter({ hasText: 'Firefox 133 · Linux' }).last();
    await question.getByRole('button', { name: label(language.end) }).click();
    await toast(page, language.ended);
    await firefox.waitFor({ state: 'detached' });
    assert.equal(await answers(baseUrl, '/api/admins/me', elsewhere), 401);
    await here.waitFor();
  });

  test(`sessions (${language.name}): an admin is signed out everywhere from the admin list, then disabled and cannot sign in`, async ({
    page,
    baseUrl,
  }) => {
    const root = await apiToken(baseUrl);
    const { admin, credentials } = await staffAdmin(baseUrl, root, 'target');
    const theirs = await signInFrom(baseUrl, credentials, FIREFOX);
    const manager = await staffAdmin(baseUrl, root, 'manager', ['admins.query', 'admins.modify']);
    await signInIn(page, baseUrl, manager.credentials, language);
    await openScreen(page, baseUrl, '/system/admin');
    await filterBy(page, language.keyword, credentials.email);
    await row(page, admin.name).getByText(language.enabled, { exact: true }).waitFor();

    await confirmRowAction(page, admin.name, language.adminSignOut, language);
    await toast(page, language.adminSignedOut(admin.name));
    assert.equal(await answers(baseUrl, '/api/admins/me', theirs), 401);

    const again = await signInFrom(baseUrl, credentials, FIREFOX);
    await row(page, admin.name)
      .getByRole('button', { name: label(language.edit) })
      .click();
    const form = dialog(page, language.editTitle);
    await form.getByRole('switch', { name: language.enabled }).click();
    await form.getByRole('button', { name: label(language.confirm) }).click();
    await form.waitFor({ state: 'detached' });
    await row(page, admin.name).getByText(language.disabled, { exact: true }).waitFor();
    assert.equal(await answers(baseUrl, '/api/admins/me', again), 401);
    const refused = await api(baseUrl, '/api/tokens', {
      method: 'POST',
      body: { auth_type: 'admin', admin: credentials },
    });
    assert.equal(refused.status, 422);
  });

  test(`sessions (${language.name}): a member is signed out, frozen (cannot sign in) and unfrozen from the user list`, async ({
    page,
    baseUrl,
  }) => {
    const root = await apiToken(baseUrl);
    const member = await registerMember(baseUrl, root, 'sess');
    const staff = await staffAdmin(baseUrl, root, 'clerk', ['users.query', 'users.modify']);
    await signInIn(page, baseUrl, staff.credentials, language);
    await openScreen(page, baseUrl, '/user/list');
    await filterBy(page, language.keyword, member.name);
    await row(page, member.name).getByText(language.active, { exact: true }).waitFor();

    await confirmRowAction(page, member.name, language.memberSignOut, language);
    await toast(page, language.memberSignedOut(member.name));
    assert.equal(await answers(baseUrl, '/api/member/me', member.token), 401);

    const signIn = () =>
      api(baseUrl, '/api/member/tokens', {
        method: 'POST',
        language: language.code,
        body: { name: member.name, password: 'member-pass-1' },
      });
    const second = field((await signIn()).body, 'token');
    assert.ok(typeof second === 'string', 'the member signs in again');
    await confirmRowAction(page, member.name, language.freeze, language);
    await toast(page, language.frozenNotice(member.name));
    await row(page, member.name).getByText(language.frozen, { exact: true }).waitFor();
    assert.equal(await answers(baseUrl, '/api/member/me', second), 401);
    const refused = await signIn();
    assert.equal(refused.status, 422);
    assert.deepEqual(field(refused.body, 'errors'), { name: [language.frozenAnswer] });

    await confirmRowAction(page, member.name, language.unfreeze, language);
    await toast(page, language.unfrozenNotice(member.name));
    await row(page, member.name).getByText(language.active, { exact: true }).waitFor();
    assert.equal((await signIn()).status, 201);
  });
}
