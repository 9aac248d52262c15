import { generate } from 'otplib';
import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

// Issue 18 point 4: a role may require two-factor; its admins do nothing else until it is on.

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.login();
});
afterAll(() => t.close());

const PASSWORD = 'violet-harbour-42';
let serial = 0;

async function roleOf(body: Record<string, unknown>) {
  const res = await t.request({
    method: 'POST',
    url: '/api/roles',
    token: superToken,
    payload: { name: `Desk ${++serial}-${Date.now()}`, permissions: ['investments.query'], ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { id: number; two_factor_required: boolean } }>().data;
}

/** A new admin of the role, signed in with their password. */
async function adminOf(roleId: number) {
  const email = `desk${++serial}-${Date.now()}@example.com`;
  const made = await t.request({
    method: 'POST',
    url: '/api/admins',
    token: superToken,
    payload: { name: `Desk ${serial}`, email, password: PASSWORD, role_id: roleId },
  });
  expect(made.statusCode).toBe(201);
  return { email, token: await t.login(email, PASSWORD) };
}

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });

const code = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function enrol(token: string) {
  expect(
    (await call(token, 'POST', '/user/two-factor-authentication', { current_password: PASSWORD })).statusCode,
  ).toBe(204);
  const { secretKey } = (await call(token, 'GET', '/user/two-factor-secret-key')).json<{
    secretKey: string;
  }>();
  const confirmed = await call(token, 'POST', '/user/confirmed-two-factor-authentication', {
    code: await code(secretKey),
  });
  expect(confirmed.statusCode).toBe(204);
}

const closeCode = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (closed) => resolve(closed)));

describe('a role that requires two-factor', () => {
  it('is off by default, and says so with the role', async () => {
    const role = await roleOf({});
    expect(role.two_factor_required).toBe(false);
    const admin = await adminOf(role.id);
    expect((await call(admin.token, 'GET', '/api/investments')).statusCode).toBe(200);
    const me = (await call(admin.token, 'GET', '/api/admins/me')).json().data;
    expect(me).toMatchObject({ two_factor_required: false, two_factor_enabled: false });
  });

  it('confines an admin without two-factor to their profile, routes, enrolment and logout', async () => {
    const role = await roleOf({ two_factor_required: true });
    expect(role.two_factor_required).toBe(true);
    const { token } = await adminOf(role.id);

    const refused = await t.request({
      method: 'GET',
      url: '/api/investments',
      token,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: '您的角色要求开启两步验证：请先开启。',
      code: 'two_factor_required',
    });
    for (const [method, url, body] of [
      ['GET', '/api/currencies/default'],
      ['GET', '/api/admins/me/sessions'],
      [
        'PATCH',
        '/api/admins/me/password',
        { current_password: PASSWORD, password: 'x', password_confirmation: 'x' },
      ],
    ] as const) {
      const res = await call(token, method, url, body);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'two_factor_required']);
    }

    const me = await call(token, 'GET', '/api/admins/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ two_factor_required: true, two_factor_enabled: false });
    const tree = await call(token, 'GET', '/api/admins/me/routers/tree');
    expect(tree.statusCode).toBe(200);
    expect(JSON.stringify(tree.json().data)).toContain('system/two-factor/index');

    await enrol(token);
    expect((await call(token, 'GET', '/api/investments')).statusCode).toBe(200);
    expect((await call(token, 'GET', '/api/admins/me')).json().data).toMatchObject({
      two_factor_required: true,
      two_factor_enabled: true,
    });
    expect((await call(token, 'POST', '/logout')).statusCode).toBe(204);
  });

  it('lets an admin who must enrol sign out', async () => {
    const { token } = await adminOf((await roleOf({ two_factor_required: true })).id);
    expect((await call(token, 'POST', '/logout')).statusCode).toBe(204);
    expect((await call(token, 'GET', '/api/admins/me')).statusCode).toBe(401);
  });

  it('takes hold at once for admins already signed in when the role starts requiring it, and an edit that leaves it out keeps it', async () => {
    const role = await roleOf({});
    const { token } = await adminOf(role.id);
    expect((await call(token, 'GET', '/api/investments')).statusCode).toBe(200);
    const name = `Desk ${++serial}`;
    const turnedOn = await t.request({
      method: 'PUT',
      url: `/api/roles/${role.id}`,
      token: superToken,
      payload: { name, is_super: false, two_factor_required: true },
    });
    expect(turnedOn.json().data.two_factor_required).toBe(true);
    expect((await call(token, 'GET', '/api/investments')).json().code).toBe('two_factor_required');

    const renamed = await t.request({
      method: 'PUT',
      url: `/api/roles/${role.id}`,
      token: superToken,
      payload: { name: `${name} renamed`, is_super: false },
    });
    expect(renamed.json().data.two_factor_required).toBe(true);

    const off = await t.request({
      method: 'PUT',
      url: `/api/roles/${role.id}`,
      token: superToken,
      payload: { name, is_super: false, two_factor_required: false },
    });
    expect(off.json().data.two_factor_required).toBe(false);
    expect((await call(token, 'GET', '/api/investments')).statusCode).toBe(200);
  });

  it('is described in the OpenAPI document: the role field, the profile field and the 403', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const schemaOf = (path: string, method: string, status: string) =>
      JSON.stringify(doc.paths[path][method].responses[status].content['application/json'].schema);
    expect(schemaOf('/api/roles/{id}', 'get', '200')).toContain('two_factor_required');
    expect(schemaOf('/api/admins/me', 'get', '200')).toContain('two_factor_required');
    expect(doc.info.description).toContain('"code": "two_factor_required"');
  });

  it('holds for a super role too', async () => {
    const { token } = await adminOf((await roleOf({ is_super: true, two_factor_required: true })).id);
    expect((await call(token, 'GET', '/api/admins')).json().code).toBe('two_factor_required');
  });

  it('refuses the events socket until two-factor is on', async () => {
    const { token } = await adminOf((await roleOf({ two_factor_required: true })).id);
    const socket = (await t.app.injectWS('/api/ws')) as unknown as WebSocket;
    const closed = closeCode(socket);
    socket.send(JSON.stringify({ type: 'auth', token }));
    expect(await closed).toBe(4403);

    await enrol(token);
    const again = (await t.app.injectWS('/api/ws')) as unknown as WebSocket;
    try {
      const ready = new Promise((resolve) =>
        again.once('message', (raw) => resolve(JSON.parse(String(raw)))),
      );
      again.send(JSON.stringify({ type: 'auth', token }));
      expect(await ready).toEqual({ type: 'ready' });
    } finally {
      again.terminate();
    }
  });
});
