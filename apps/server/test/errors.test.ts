import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT } from '../src/app/app.ts';
import { createLimitedAdmin } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { rateLimitPerMinute: 1000 },
    extend: (app) => {
      app.get('/api/test/failure', { config: { access: 'public' } }, async () => {
        throw new Error('database password is hunter2');
      });
      app.get('/api/test/roles', { config: { access: 'roles.query' } }, async () => ({ data: [] }));
      const answer = { 200: z.object({ id: z.number().int(), name: z.string() }) };
      app.get(
        '/api/test/extra-field',
        { config: { access: 'public' }, schema: { response: answer } },
        async () => ({
          id: 1,
          name: 'kept',
          passwordHash: 'never sent',
        }),
      );
      app.get(
        '/api/test/broken-answer',
        { config: { access: 'public' }, schema: { response: answer } },
        async () => ({
          id: 'one',
          name: 'secret internals',
        }),
      );
    },
  });
});
afterAll(() => t.close());

const me = (token?: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: '/api/admins/me', token, headers });

describe('400 bad request', () => {
  it('answers malformed JSON', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/tokens',
      headers: { 'content-type': 'application/json' },
      payload: '{"auth_type": "admin",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an empty JSON body', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/tokens',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('answers a body of another content type', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/tokens',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=admin',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Unsupported content type: send application/json.' });
  });
});

describe('401 unauthenticated', () => {
  it.each([
    ['no token', undefined],
    ['a forged secret', '1|forgedforgedforgedforgedforgedforgedforged'],
    ['an unknown id', '999999|aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
    ['a token without an id', 'just-a-secret-without-an-id-at-all'],
  ])('answers %s', async (_, token) => {
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers a token of another scheme', async () => {
    const token = await t.login();
    const res = await t.request({
      method: 'GET',
      url: '/api/admins/me',
      headers: { authorization: `Basic ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers an expired token', async () => {
    const short = await createTestApp({ config: { tokenTtlMs: 1 } });
    try {
      const token = await short.login();
      await new Promise((r) => setTimeout(r, 5));
      expect((await short.request({ method: 'GET', url: '/api/admins/me', token })).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('403 forbidden', () => {
  it('answers a signed-in admin who lacks the route permission, and lets a super admin through', async () => {
    const limited = await createLimitedAdmin(t.database.db, ['admins.query']);
    const token = await t.login(limited.email, limited.password);
    const res = await t.request({ method: 'GET', url: '/api/test/roles', token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
    expect(
      (await t.request({ method: 'GET', url: '/api/test/roles', token: await t.login() })).statusCode,
    ).toBe(200);
  });
});

describe('404 not found', () => {
  it('answers an unknown route', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The route GET:/api/nothing-here could not be found.' });
  });

  it('answers a record that does not exist', async () => {
    const token = await t.login();
    const res = await t.request({ method: 'GET', url: '/user/two-factor-secret-key', token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });
});

describe('413 payload too large', () => {
  it('answers a body over the limit', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/tokens',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        auth_type: 'admin',
        admin: { email: 'a@b.c', password: 'x'.repeat(BODY_LIMIT) },
      }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large.' });
  });
});

describe('429 too many requests', () => {
  it('throttles any client past the per-minute limit, with Retry-After', async () => {
    const small = await createTestApp({ config: { rateLimitPerMinute: 3 } });
    try {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 4; i++) {
        last = await small.request({
          method: 'GET',
          url: '/api/permission-codes',
          remoteAddress: '10.1.1.1',
        });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      expect(last!.json().message).toMatch(/^Too many requests\. Please try again in \d+s\.$/);
      // Only the refusal speaks of the limit; ordinary answers carry no counting headers.
      expect(Object.keys(last!.headers)).toContain('x-ratelimit-limit');
      const first = await small.request({
        method: 'GET',
        url: '/api/permission-codes',
        remoteAddress: '10.1.1.9',
      });
      expect(Object.keys(first.headers).filter((h) => h.startsWith('x-ratelimit'))).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe('429 and the web app', () => {
  it("does not count the web app's hashed files against the limit", async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html>');
    writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), 'export {};');
    const small = await createTestApp({ config: { rateLimitPerMinute: 3, webDist } });
    try {
      const get = (url: string) => small.request({ method: 'GET', url, remoteAddress: '10.1.1.2' });
      for (let i = 0; i < 10; i++) expect((await get('/assets/app-1a2b.js')).statusCode).toBe(200);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await get('/api/permission-codes')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await small.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('500 server error', () => {
  it('answers a request id and never the error itself', async () => {
    const res = await t.request({ method: 'GET', url: '/api/test/failure' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.message).toBe(`Server Error (${body.request_id})`);
    expect(body.request_id).toMatch(/\S+/);
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
  });
});

describe('answers and their contract', () => {
  it('sends only the fields the response schema declares', async () => {
    const res = await t.request({ method: 'GET', url: '/api/test/extra-field' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 1, name: 'kept' });
  });

  it('answers 500 with a request id, not the data, when an answer breaks its schema', async () => {
    const res = await t.request({ method: 'GET', url: '/api/test/broken-answer' });
    expect(res.statusCode).toBe(500);
    expect(res.json().request_id).toMatch(/\S+/);
    expect(res.body).not.toContain('secret internals');
  });
});

describe('languages', () => {
  it.each([
    ['zh-CN', '未登录或登录已失效。'],
    ['en-US', 'Unauthenticated.'],
    ['vi-VN', 'Chưa xác thực.'],
    ['id-ID', 'Belum terautentikasi.'],
    ['fr-FR', 'Unauthenticated.'],
    ['zh-CN,zh;q=0.9', '未登录或登录已失效。'],
  ])('words a 401 in %s', async (language, message) => {
    const res = await me(undefined, { 'accept-language': language });
    expect(res.json().message).toBe(message);
  });

  it.each([
    ['zh-CN', '此项为必填项'],
    ['vi-VN', 'Trường này là bắt buộc'],
    ['id-ID', 'Kolom ini wajib diisi'],
  ])('words validation texts in %s', async (language, required) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/tokens',
      headers: { 'accept-language': language },
      payload: { auth_type: 'admin', admin: { email: 'admin@example.com' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['admin.password']).toEqual([required]);
  });

  it.each([
    ['zh-CN', '请输入文本', '最多 255 个字符'],
    ['vi-VN', 'Vui lòng nhập văn bản', 'Tối đa 255 ký tự'],
    ['id-ID', 'Masukkan teks', 'Paling banyak 255 karakter'],
    ['en-US', 'Enter text', 'At most 255 characters'],
  ])('words checks without a message of their own in %s, naming the limit', async (language, text, limit) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/tokens',
      headers: { 'accept-language': language },
      payload: { auth_type: 'admin', admin: { email: `${'e'.repeat(250)}@example.com`, password: 42 } },
    });
    expect(res.json().errors).toEqual({ 'admin.email': [limit], 'admin.password': [text] });
  });
});

describe('rate limits shared through Redis', () => {
  it.runIf(process.env.TEST_REDIS_URL)('counts one client across two server processes', async () => {
    const url = process.env.TEST_REDIS_URL!;
    const a = await createTestApp({ config: { rateLimitPerMinute: 2, redisUrl: url } });
    const b = await createTestApp({ config: { rateLimitPerMinute: 2, redisUrl: url } });
    try {
      const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const hit = (x: TestApp) =>
        x.request({ method: 'GET', url: '/api/permission-codes', remoteAddress: ip });
      expect((await hit(a)).statusCode).toBe(401);
      expect((await hit(b)).statusCode).toBe(401);
      expect((await hit(a)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For unless told the server sits behind a proxy', async () => {
    const ip = '10.8.8.8';
    const attempt = (forwarded: string) =>
      t.request({
        method: 'POST',
        url: '/api/tokens',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': forwarded },
        payload: { auth_type: 'admin', admin: { email: 'spoof@example.com', password: 'wrong-password' } },
      });
    for (let i = 0; i < 5; i++) await attempt(`192.0.2.${i}`);
    expect((await attempt('192.0.2.200')).statusCode).toBe(429);
  });
});
