import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The resources of API.md's "Admin resources" table for system management.
const systemResources =
  /^\/api\/(admins|roles|system-menus|departments|dictionaries|dictionary-items|audit-logs)(\/|$)/;

describe('the system management routes', () => {
  it('all answer 401 to a request without a token, before looking at the body', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const answers: Record<string, number> = {};
    for (const [path, operations] of Object.entries(doc.paths as Record<string, object>)) {
      if (!systemResources.test(path)) continue;
      for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
        const res = await t.request({
          method: method as InjectOptions['method'],
          url: path.replace(/\{\w+\}/g, 'not-an-id'),
          ...(method === 'GET' ? {} : { payload: { unknown: true } }),
        });
        answers[`${method} ${path}`] = res.statusCode;
        if (res.statusCode === 401) expect(res.json()).toEqual({ message: 'Unauthenticated.' });
      }
    }
    expect(Object.keys(answers).length).toBeGreaterThanOrEqual(27);
    expect(Object.entries(answers).filter(([, status]) => status !== 401)).toEqual([]);
  });
});
