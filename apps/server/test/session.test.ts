import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionCodes, type RouteItem } from '@app/contracts';
import { DEMO_ADMIN } from '../src/seed/index.ts';
import { createLimitedAdmin } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const loginBody = (email: string, password: string) => ({ auth_type: 'admin', admin: { email, password } });

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 and sets the XSRF-TOKEN cookie', async () => {
    const res = await t.request({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[\w-]+;/);
  });
});

describe('POST /api/tokens', () => {
  it('issues an "<id>|<secret>" token for the right email and password', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/tokens',
      payload: loginBody(DEMO_ADMIN.email, DEMO_ADMIN.password),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().token).toMatch(/^\d+\|[\w-]{40,}$/);
  });

  it('accepts the email in any letter case', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/tokens',
      payload: loginBody('ADMIN@Example.com', DEMO_ADMIN.password),
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers a wrong password and an unknown email with the same 422 message', async () => {
    const wrong = await t.request({
      method: 'POST',
      url: '/api/tokens',
      payload: loginBody(DEMO_ADMIN.email, 'not-the-password'),
      remoteAddress: '10.0.0.1',
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/tokens',
      payload: loginBody('nobody@example.com', 'not-the-password'),
      remoteAddress: '10.0.0.1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('lists every faulty field with a message when the body is incomplete or wrong', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/tokens',
      payload: { auth_type: 'admin', admin: { email: 'not-an-email', password: 12, extra: true } },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['admin.email', 'admin.extra', 'admin.password']);
    expect(body.errors['admin.email']).toEqual(['Please enter a valid email address']);
    expect(body.errors['admin.extra']).toEqual(['This field is not allowed']);
    expect(body.message).toBe('Please enter a valid email address (and 2 more errors)');
  });

  it('says which fields are required when they are missing', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/tokens',
      payload: { auth_type: 'admin', admin: {} },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'admin.email': ['This field is required'],
      'admin.password': ['This field is required'],
    });
  });

  it('rejects another auth_type and unknown top-level fields', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/tokens',
      payload: { auth_type: 'member', admin: {}, remember: true },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['auth_type', 'remember']);
  });

  it('answers the sixth failed attempt within a minute with 429 and Retry-After, per email and IP', async () => {
    const ip = '10.9.9.9';
    const attempt = (email: string, password: string, remoteAddress = ip) =>
      t.request({ method: 'POST', url: '/api/tokens', payload: loginBody(email, password), remoteAddress });
    for (let i = 0; i < 5; i++)
      expect((await attempt(DEMO_ADMIN.email, 'wrong-password')).statusCode).toBe(422);

    const sixth = await attempt(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(sixth.statusCode).toBe(429);
    const seconds = Number(sixth.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(sixth.json()).toEqual({
      message: `Too many login attempts. Please try again in ${seconds}s.`,
      errors: { email: [`Too many login attempts. Please try again in ${seconds}s.`] },
    });
    // Another IP, and another email from this IP, are not held back.
    expect((await attempt(DEMO_ADMIN.email, DEMO_ADMIN.password, '10.9.9.10')).statusCode).toBe(201);
    expect((await attempt('someone@example.com', 'wrong-password')).statusCode).toBe(422);
  });
});

describe('GET /api/admins/me', () => {
  it('describes the super admin with every permission', async () => {
    const token = await t.login();
    const res = await t.request({ method: 'GET', url: '/api/admins/me', token });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ email: DEMO_ADMIN.email, is_super: true, two_factor_enabled: false });
    expect(data.role.name).toBe('Super admin');
    expect(data.all_permissions.map((p: { name: string }) => p.name).sort()).toEqual(
      [...permissionCodes].sort(),
    );
  });

  it('lists only the granted permissions of a limited admin', async () => {
    const limited = await createLimitedAdmin(t.database.db, ['admins.query']);
    const token = await t.login(limited.email, limited.password);
    const { data } = (await t.request({ method: 'GET', url: '/api/admins/me', token })).json();
    expect(data.is_super).toBe(false);
    expect(data.all_permissions.map((p: { name: string }) => p.name)).toEqual(['admins.query']);
  });
});

describe('GET /api/admins/me/routers/tree', () => {
  const flatten = (routes: RouteItem[]): RouteItem[] =>
    routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);

  it('gives the super admin every screen, as routes with the ADMIN role and no buttons', async () => {
    const token = await t.login();
    const res = await t.request({ method: 'GET', url: '/api/admins/me/routers/tree', token });
    expect(res.statusCode).toBe(200);
    const routes: RouteItem[] = res.json().data;
    const system = routes.find((r) => r.path === '/system');
    expect(system).toMatchObject({ component: 'Layout', name: '/system', meta: { roles: ['ADMIN'] } });
    expect(system?.children?.find((c) => c.path === 'admin')).toMatchObject({
      name: 'Admin',
      component: 'system/admin/index',
      meta: { title: 'admin', keep_alive: true, hidden: false, roles: ['ADMIN'] },
    });
    const components = flatten(routes).map((r) => r.component);
    expect(components).toContain('project/list/index');
    expect(components).toContain('user/withdraw-audit/index');
  });

  it('gives a limited admin only the menus of their permissions, leaving emptied catalogues out', async () => {
    const limited = await createLimitedAdmin(t.database.db, ['admins.query']);
    const token = await t.login(limited.email, limited.password);
    const routes: RouteItem[] = (
      await t.request({ method: 'GET', url: '/api/admins/me/routers/tree', token })
    ).json().data;
    const system = routes.find((r) => r.path === '/system');
    expect(routes.find((r) => r.path === '/project')).toBeUndefined();
    // The admin list, plus the menus open to every admin (two-factor) — never the role list.
    expect(system?.children?.map((c) => c.path)).toEqual(['admin', 'two-factor']);
    expect(system?.meta.roles).toEqual(['ROLE']);
  });
});

describe('PATCH /api/admins/me/password', () => {
  it('changes the password, keeps this token and revokes the others', async () => {
    const limited = await createLimitedAdmin(t.database.db, []);
    const current = await t.login(limited.email, limited.password);
    const other = await t.login(limited.email, limited.password);
    const res = await t.request({
      method: 'PATCH',
      url: '/api/admins/me/password',
      token: current,
      payload: {
        current_password: limited.password,
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      },
    });
    expect(res.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/admins/me', token: current })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/admins/me', token: other })).statusCode).toBe(401);
    await expect(t.login(limited.email, limited.password)).rejects.toThrow(/422/);
    await expect(t.login(limited.email, 'new-password-1')).resolves.toMatch(/\|/);
  });

  it('refuses a wrong current password, a short password and a confirmation that differs', async () => {
    const token = await t.login();
    const wrongCurrent = await t.request({
      method: 'PATCH',
      url: '/api/admins/me/password',
      token,
      payload: {
        current_password: 'nope-nope',
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      },
    });
    expect(wrongCurrent.statusCode).toBe(422);
    expect(wrongCurrent.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });

    const bad = await t.request({
      method: 'PATCH',
      url: '/api/admins/me/password',
      token,
      payload: { current_password: DEMO_ADMIN.password, password: 'short', password_confirmation: 'other' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.password).toEqual(['The password must be 8 to 128 characters']);

    const mismatch = await t.request({
      method: 'PATCH',
      url: '/api/admins/me/password',
      token,
      payload: {
        current_password: DEMO_ADMIN.password,
        password: 'long-enough-1',
        password_confirmation: 'long-enough-2',
      },
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Confirm Password Inconsistency'] });
    await expect(t.login()).resolves.toMatch(/\|/);
  });
});

describe('POST /logout', () => {
  it('ends the token at once', async () => {
    const token = await t.login();
    expect((await t.request({ method: 'POST', url: '/logout', token })).statusCode).toBe(204);
    const after = await t.request({ method: 'GET', url: '/api/admins/me', token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('audit of session writes', () => {
  it('records sign-in, password change and logout of an admin, without secrets', async () => {
    const limited = await createLimitedAdmin(t.database.db, []);
    const token = await t.login(limited.email, limited.password);
    await t.request({
      method: 'PATCH',
      url: '/api/admins/me/password',
      token,
      payload: {
        current_password: limited.password,
        password: 'audited-pass-1',
        password_confirmation: 'audited-pass-1',
      },
    });
    await t.request({ method: 'POST', url: '/logout', token });

    const superToken = await t.login();
    const res = await t.request({
      method: 'GET',
      url: `/api/audit-logs?filter[admin_id]=${limited.admin.id}&sort=id&per_page=50`,
      token: superToken,
    });
    expect(res.statusCode).toBe(200);
    const rows: { action: string; target: string; ip: string }[] = res.json().data;
    expect(rows.map((r) => r.action)).toEqual(['session.login', 'admins.me.password', 'session.logout']);
    expect(rows.every((r) => r.target === `admin:${limited.admin.id}` && r.ip === '127.0.0.1')).toBe(true);
    expect(res.body).not.toContain('audited-pass-1');
    expect(res.body).not.toContain('$argon2');
  });
});
