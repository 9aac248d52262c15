import { test } from '../fixtures.ts';
import { generate } from 'otplib';
import { call } from '../api-call.ts';
import { api, assert, hashOf, switchLanguage } from '../support.ts';
import { apiToken, created, dialog, openScreen, row, signInAt, toast } from '../system-support.ts';
import { unique } from '../member-support.ts';

// A role can require two-factor; its admins are taken to the two-factor screen and
// kept there until it is on.

const TWO_FACTOR = '/system/two-factor';
const AUDIT_LOG = '/system/audit-log';

// antd writes a two-character Chinese button with a space between ("确 定"): match either way.
const label = (text: string) =>
  new RegExp(`^${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`);

const languages = [
  {
    name: 'English',
    add: 'plus Add',
    addTitle: 'Add role',
    roleName: 'Role name',
    requires: 'Requires two-factor',
    confirm: 'Confirm',
    added: 'Added successfully',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    notice: 'Your role requires two-factor authentication. Turn it on to continue.',
    turnOn: 'Turn on two-factor authentication',
    currentPassword: 'Current password',
    code: 'Code',
    confirmCode: 'Turn on',
    turnedOn: 'Two-factor authentication is on',
  },
  {
    name: '中文',
    add: 'plus 新增',
    addTitle: '新增角色',
    roleName: '角色名称',
    requires: '要求两步验证',
    confirm: '确定',
    added: '新增成功',
    email: '邮箱',
    password: '密码',
    signIn: '登录',
    notice: '您的角色要求开启两步验证。开启后才能继续。',
    turnOn: '开启两步验证',
    currentPassword: '当前密码',
    code: '验证码',
    confirmCode: '确认开启',
    turnedOn: '两步验证已开启',
  },
];

/** The authenticator's code for the key (a code is accepted once: each language's admin has its own key). */
const codeOf = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

for (const language of languages) {
  test(`roles (${language.name}): a role's form requires two-factor, and its admin is kept on the two-factor screen until it is on`, async ({
    page,
    baseUrl,
  }) => {
    await signInAt(page, baseUrl, '/system/role');
    if (language.name !== 'English') await switchLanguage(page, language.name);

    // The role's form: a switch, off unless turned on.
    const roleName = unique('E2E guarded ');
    await page.getByRole('button', { name: label(language.add), exact: true }).click();
    const form = dialog(page, language.addTitle);
    await form.getByLabel(language.roleName).fill(roleName);
    const requires = form.getByRole('switch', { name: language.requires });
    assert.equal(await requires.getAttribute('aria-checked'), 'false');
    await requires.click();
    await form.getByRole('button', { name: label(language.confirm) }).click();
    await form.waitFor({ state: 'detached' });
    await toast(page, language.added);
    await row(page, roleName).waitFor();

    const token = await apiToken(baseUrl);
    const [role] = (
      await call(baseUrl, 'get', '/api/roles', 200, { token, query: { filter: { keyword: roleName } } })
    ).data;
    assert.ok(role, `role ${roleName} listed`);
    assert.equal(role.two_factor_required, true);
    await api(baseUrl, `/api/roles/${role.id}/permissions`, {
      method: 'PUT',
      token,
      body: { permissions: ['audit-logs.query'] },
    });
    const credentials = {
      email: `${unique('guarded')}@example.com`.toLowerCase(),
      password: 'guarded-pass-9',
    };
    await created(baseUrl, token, '/api/admins', {
      name: unique('Guarded '),
      ...credentials,
      role_id: role.id,
    });

    // The role's admin signs in (in the language chosen on this browser) and lands on the two-factor screen.
    // Signed out as a browser closed and opened again would be: the language chosen stays.
    await page.evaluate(() => localStorage.removeItem('accessToken'));
    await page.goto(`${baseUrl}/#/login`);
    await page.reload();
    await page.getByLabel(language.email).fill(credentials.email);
    await page.getByLabel(language.password, { exact: true }).fill(credentials.password);
    await page.getByRole('button', { name: label(language.signIn) }).click();
    await page.waitForURL(new RegExp(`#${TWO_FACTOR}$`));
    await page.getByText(language.notice).waitFor();

    // Every other screen, even one the role may open, leads back here.
    await page.goto(`${baseUrl}/#${AUDIT_LOG}`);
    await page.waitForURL(new RegExp(`#${TWO_FACTOR}$`));
    await page.goto(`${baseUrl}/#/dashboard`);
    await page.waitForURL(new RegExp(`#${TWO_FACTOR}$`));
    await page.getByText(language.notice).waitFor();

    // Turning two-factor on sets the admin free.
    await page.getByRole('button', { name: language.turnOn }).click();
    const prompt = dialog(page, language.turnOn);
    await prompt.getByLabel(language.currentPassword).fill(credentials.password);
    await prompt.getByRole('button', { name: label(language.confirm) }).click();
    await prompt.waitFor({ state: 'detached' });
    const key = (await page.getByTestId('two-factor-key').innerText()).trim();
    await page.getByLabel(language.code).fill(await codeOf(key));
    await page.getByRole('button', { name: label(language.confirmCode), exact: true }).click();
    await toast(page, language.turnedOn);
    await page.getByText(language.notice).waitFor({ state: 'detached' });

    await openScreen(page, baseUrl, AUDIT_LOG);
    assert.equal(hashOf(page), `#${AUDIT_LOG}`);
  });
}
