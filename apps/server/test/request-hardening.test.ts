import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../src/seed/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

// Issue 18 point 6: the smaller findings, each through HTTP.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: true } });
  admin = await t.login();
});
afterAll(() => t.close());

let serial = 0;
const signIn = (email: string, password: string) =>
  t.request({
    method: 'POST',
    url: '/api/tokens',
    payload: { auth_type: 'admin', admin: { email, password } },
  });

describe('answers for a signed-in caller', () => {
  it('are never stored by a browser or a proxy', async () => {
    for (const url of ['/api/admins/me', '/api/roles', '/api/users/export']) {
      const res = await t.request({ method: 'GET', url, token: admin });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
    const refused = await t.request({ method: 'GET', url: '/api/roles' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('a body in another character set', () => {
  it('is answered 415, not read as UTF-8', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Bonds' }), 'utf16le');
    for (const charset of ['utf-16', 'UTF-16LE', 'iso-8859-1', '"latin1"']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/project-categories',
        token: admin,
        headers: { 'content-type': `application/json; charset=${charset}` },
        payload: body,
      });
      expect([charset, res.statusCode, res.json().message]).toEqual([
        charset,
        415,
        'Unsupported character set: send the body in UTF-8.',
      ]);
    }
  });

  it('is read when it says UTF-8, or nothing', async () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/json;charset=UTF8',
      'application/json',
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/project-categories',
        token: admin,
        headers: { 'content-type': type },
        payload: JSON.stringify({ name: `Utf ${++serial}` }),
      });
      expect([type, res.statusCode]).toEqual([type, 201]);
    }
  });
});

describe('the XSRF-TOKEN cookie', () => {
  it('is Secure and __Host- prefixed when the app is served over HTTPS', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/sanctum/csrf-cookie',
      headers: { 'x-forwarded-proto': 'https' },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-XSRF-TOKEN=[\w-]+;/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/);
  });

  it('keeps its name and goes without Secure over plain HTTP', async () => {
    const cookie = String(
      (await t.request({ method: 'GET', url: '/sanctum/csrf-cookie' })).headers['set-cookie'],
    );
    expect(cookie).toMatch(/^XSRF-TOKEN=/);
    expect(cookie).not.toMatch(/Secure/);
  });
});

describe('names and remarks', () => {
  it('refuse control characters, in the reader’s language', async () => {
    for (const name of ['Bell\u0007', 'Tab\tname', 'New\nline', 'Del\u007f', 'C1\u0085', 'Esc\u001b[31m']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/project-categories',
        token: admin,
        payload: { name },
      });
      expect([JSON.stringify(name), res.statusCode, res.json().errors]).toEqual([
        JSON.stringify(name),
        422,
        { name: ['Control characters are not allowed'] },
      ]);
    }
    const vietnamese = await t.request({
      method: 'POST',
      url: '/api/roles',
      token: admin,
      headers: { 'accept-language': 'vi-VN' },
      payload: { name: 'Vai\u0000trò' },
    });
    expect(vietnamese.json().errors).toEqual({ name: ['Không được chứa ký tự điều khiển'] });
  });

  it('let a remark keep its line breaks, and nothing else of the kind', async () => {
    const role = (remark: string) =>
      t.request({
        method: 'POST',
        url: '/api/roles',
        token: admin,
        payload: { name: `R ${++serial}`, remark },
      });
    expect((await role('First line\r\nsecond\tline')).statusCode).toBe(201);
    expect((await role('Bell\u0007')).json().errors).toEqual({
      remark: ['Control characters are not allowed'],
    });
  });
});

describe('passwords', () => {
  const newAdmin = (password: string) =>
    t.request({
      method: 'POST',
      url: '/api/admins',
      token: admin,
      payload: { name: `P ${++serial}`, email: `p${serial}-${Date.now()}@example.com`, password, role_id: 1 },
    });

  it('are refused when among the most common, whatever their case', async () => {
    for (const password of ['password', '12345678', 'Password1', 'qwertyuiop', 'iloveyou', 'ADMIN123']) {
      const res = await newAdmin(password);
      expect([password, res.statusCode, res.json().errors]).toEqual([
        password,
        422,
        { password: ['This password is one of the most common: choose one that is harder to guess'] },
      ]);
    }
    expect((await newAdmin('lantern-quarry-58')).statusCode).toBe(201);
  });

  it('are refused when common as an admin changes their own, and as a member registers', async () => {
    const own = await t.request({
      method: 'PATCH',
      url: '/api/admins/me/password',
      token: admin,
      headers: { 'accept-language': 'zh-CN' },
      payload: {
        current_password: DEMO_ADMIN.password,
        password: '123456789',
        password_confirmation: '123456789',
      },
    });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.password).toEqual(['该密码属于最常见的密码，请换一个更难猜的密码']);
    const registered = await t.request({
      method: 'POST',
      url: '/api/member/register',
      payload: { name: `common_${++serial}`, password: 'football', pay_password: '246810' },
    });
    expect(registered.statusCode).toBe(422);
    expect(Object.keys(registered.json().errors)).toEqual(['password']);
  });

  it('are checked at sign-in exactly as typed: a trailing space is part of the password', async () => {
    const email = `space${++serial}-${Date.now()}@example.com`;
    const made = await t.request({
      method: 'POST',
      url: '/api/admins',
      token: admin,
      payload: { name: 'Space', email, password: 'quiet-meadow-7 ', role_id: 1 },
    });
    expect(made.statusCode).toBe(201);
    expect((await signIn(email, 'quiet-meadow-7')).statusCode).toBe(422);
    expect((await signIn(email, ' quiet-meadow-7 ')).statusCode).toBe(422);
    expect((await signIn(email, 'quiet-meadow-7 ')).statusCode).toBe(201);
    expect((await signIn(DEMO_ADMIN.email, `${DEMO_ADMIN.password} `)).statusCode).toBe(422);
  });

  it('of members are checked at sign-in exactly as typed too', async () => {
    const name = `spaced_${++serial}`;
    const registered = await t.request({
      method: 'POST',
      url: '/api/member/register',
      payload: { name, password: 'river-stone-31', pay_password: '246810' },
    });
    expect(registered.statusCode).toBe(201);
    const memberSignIn = (password: string) =>
      t.request({ method: 'POST', url: '/api/member/tokens', payload: { name, password } });
    expect((await memberSignIn('river-stone-31 ')).statusCode).toBe(422);
    expect((await memberSignIn('river-stone-31')).statusCode).toBe(201);
  });
});
