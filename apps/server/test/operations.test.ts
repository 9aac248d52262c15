import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionCodes } from '@app/contracts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });
});

describe('API documentation', () => {
  it('publishes OpenAPI 3.1 generated from the route schemas', async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/tokens',
        '/api/admins/me',
        '/api/admins/me/routers/tree',
        '/logout',
        '/user/two-factor-qr-code',
      ]),
    );
    expect(
      doc.paths['/api/tokens'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('auth_type');
    expect(doc.paths['/api/test/failure']).toBeUndefined();
  });

  it('sums up every operation in one line, which the API docs screen lists', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = Object.entries(
      doc.paths as Record<string, Record<string, { summary?: string }>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method} ${path}`, ...operation })),
    );
    expect(operations.filter((operation) => !operation.summary).map((operation) => operation.name)).toEqual(
      [],
    );
    expect(doc.paths['/api/projects'].get.summary).toBe('List projects');
    expect(doc.paths['/api/projects/{id}'].put.summary).toBe('Update a project');
    expect(doc.paths['/api/withdrawals/{id}/review'].post.summary).toBe('Approve or reject a withdrawal');
  });

  it('serves a readable docs page', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it("says who may call each operation, as the route's access rule declares", async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/investments'].get['x-access']).toEqual(['investments.query']);
    expect(doc.paths['/api/admins/me'].get['x-access']).toEqual(['admin']);
    expect(doc.paths['/api/tokens'].post['x-access']).toEqual(['public']);
    expect(doc.paths['/api/member/investments'].post['x-access']).toEqual(['member']);
    const operations = Object.values(
      doc.paths as Record<string, Record<string, { 'x-access'?: unknown }>>,
    ).flatMap((path) => Object.values(path));
    expect(operations.every((operation) => Array.isArray(operation['x-access']))).toBe(true);
  });
});

describe('security headers', () => {
  it('sends helmet headers on every answer', async () => {
    const res = await t.request({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('sends them on refusals and unknown paths too', async () => {
    for (const [url, status] of [
      ['/api/investments', 401],
      ['/api/no-such-route', 404],
    ] as const) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });
});

describe('GET /api/permission-codes', () => {
  it('lists every code with its group and a title in the reader language', async () => {
    const token = await t.login();
    const res = await t.request({
      method: 'GET',
      url: '/api/permission-codes',
      token,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.statusCode).toBe(200);
    const data: { name: string; group: string; title: string }[] = res.json().data;
    expect(data.map((p) => p.name)).toEqual(permissionCodes);
    expect(data.find((p) => p.name === 'withdrawals.review')).toEqual({
      name: 'withdrawals.review',
      group: 'withdrawals',
      title: '提现 · 审核',
    });
  });

  it('is closed without a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/permission-codes' })).statusCode).toBe(401);
  });
});
