import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { InjectOptions } from 'fastify';
import { namedOperations } from '../src/app/openapi-document.ts';
import { CLIENT_TYPES_FILE, clientTypes } from '../src/openapi/client-types.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

interface Parameter {
  in: string;
  name: string;
  style?: string;
  explode?: boolean;
  schema?: { type?: string; properties?: Record<string, unknown> };
}
interface Operation {
  parameters?: Parameter[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
  security?: Record<string, string[]>[];
  'x-access': string[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, object>;
    responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
    securitySchemes: Record<string, { type: string; scheme?: string }>;
  };
}

let t: TestApp;
let source: string;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  source = res.body;
  doc = res.json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      path,
      operation,
    })),
  );

/** A response as the document gives it, following a `$ref` to the shared responses. */
const responseOf = (operation: Operation, status: string) => {
  const response = operation.responses[status];
  const shared = response?.$ref?.replace('#/components/responses/', '');
  return shared ? doc.components.responses[shared] : response;
};
const errorSchemaOf = (operation: Operation, status: string) =>
  responseOf(operation, status)?.content?.['application/json']?.schema;

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules without a problem", async () => {
    const config = await createConfig({
      extends: ['recommended'],
      // A private back-office: there is no licence to name.
      rules: { 'info-license': 'off' },
    });
    const problems = await lintFromString({ source, absoluteRef: '/api/openapi.json', config });
    const found = problems.map(
      (p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`,
    );
    expect(found).toEqual([]);
  });

  it('resolves every $ref inside the document', () => {
    const unresolved: string[] = [];
    const resolves = (ref: string) =>
      ref.startsWith('#/') &&
      ref
        .slice(2)
        .split('/')
        .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce<unknown>(
          (node, part) =>
            node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
          doc,
        ) !== undefined;
    const visit = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') {
          if (!resolves(value)) unresolved.push(value);
        } else visit(value);
      }
    };
    visit(doc);
    expect(unresolved).toEqual([]);
    // The trees name themselves: their children are the same component.
    expect(JSON.stringify(doc.components.schemas.SystemMenu)).toContain('#/components/schemas/SystemMenu');
  });

  it('documents the errors every operation can answer, with the error schema', () => {
    const missing: string[] = [];
    for (const { name, path, operation } of operations()) {
      const access = operation['x-access'];
      // The probes (/healthz, /readyz) are never throttled.
      const expected = ['400', '500', ...(/^\/(healthz|readyz)$/.test(path) ? [] : ['429'])];
      if (!access.includes('public') && name !== 'GET /api/ws') expected.push('401');
      if (/\{\w+\}/.test(path)) expected.push('404');
      if (access.some((a) => a !== 'public' && a !== 'member') && !/two-factor|\/me\b|\/logout/.test(path)) {
        expected.push('403');
      }
      for (const status of expected) {
        if (JSON.stringify(errorSchemaOf(operation, status)) !== '{"$ref":"#/components/schemas/Error"}') {
          missing.push(`${name} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(doc.paths['/healthz']!.get!.responses['429']).toBeUndefined();
    expect(JSON.stringify(doc)).not.toContain('x-unthrottled');
    expect(responseOf(doc.paths['/api/projects/{id}']!.delete!, '409')).toBeDefined();
    expect(responseOf(doc.paths['/api/projects']!.post!, '422')).toBeDefined();
    expect(responseOf(doc.paths['/api/projects']!.post!, '415')).toBeDefined();
    expect(doc.paths['/api/projects']!.get!.responses['409']).toBeUndefined();
  });

  it('describes the error answers the server actually sends, each documented on its operation', async () => {
    const token = await t.login();
    const ajv = new Ajv2020({ strict: false });
    const errorSchema = ajv.compile(doc.components.schemas.Error!);
    const cases: [path: string, method: string, InjectOptions & { token?: string }][] = [
      ['/api/projects', 'get', { method: 'GET', url: '/api/projects' }],
      ['/api/projects', 'get', { method: 'GET', url: '/api/projects?filter[nope]=1', token }],
      ['/api/projects/{id}', 'get', { method: 'GET', url: '/api/projects/999999', token }],
      ['/api/projects', 'post', { method: 'POST', url: '/api/projects', token, payload: { name: '' } }],
      [
        '/api/projects',
        'post',
        {
          method: 'POST',
          url: '/api/projects',
          token,
          headers: { 'content-type': 'application/json' },
          payload: '{"name":',
        },
      ],
      [
        '/api/projects',
        'post',
        {
          method: 'POST',
          url: '/api/projects',
          token,
          headers: { 'content-type': 'application/json; charset=latin1' },
          payload: '{}',
        },
      ],
    ];
    const viewer = await signInWith(t, ['projects.query']);
    cases.push([
      '/api/projects',
      'post',
      { method: 'POST', url: '/api/projects', token: viewer.token, payload: {} },
    ]);
    const member = { name: `documented${Date.now()}`, password: 'member-pass-1', pay_password: '246810' };
    expect(
      (await t.request({ method: 'POST', url: '/api/member/register', payload: member })).statusCode,
    ).toBe(201);
    cases.push([
      '/api/member/register',
      'post',
      { method: 'POST', url: '/api/member/register', payload: member },
    ]);
    const wrongSignIn = {
      method: 'POST',
      url: '/api/tokens',
      payload: { auth_type: 'admin', admin: { email: 'nobody@example.com', password: 'wrong-password' } },
    } as const;
    for (let i = 0; i < 5; i++) await t.request(wrongSignIn);
    cases.push(['/api/tokens', 'post', wrongSignIn]);
    const seen = new Set<number>();
    for (const [path, method, request] of cases) {
      const res = await t.request(request);
      seen.add(res.statusCode);
      expect(
        responseOf(doc.paths[path]![method]!, String(res.statusCode)),
        `${method} ${path} ${res.statusCode}`,
      ).toBeDefined();
      expect(errorSchema(res.json()), JSON.stringify(errorSchema.errors)).toBe(true);
    }
    expect([...seen].sort()).toEqual([400, 401, 403, 404, 409, 415, 422, 429]);
  });

  it('documents the refusals of the public operations that check their caller themselves', async () => {
    const ajv = new Ajv2020({ strict: false });
    const errorSchema = ajv.compile(doc.components.schemas.Error!);
    const refused: [path: string, request: InjectOptions, statuses: string[]][] = [
      // Another machine without the metrics token.
      ['/metrics', { method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' }, ['403']],
      // Without the server note's secret: 403 where the database is embedded in a data folder, 404 where
      // there is nothing to back up (PostgreSQL, or a database held in memory as here).
      [
        '/operations/backup',
        { method: 'GET', url: '/operations/backup', headers: { authorization: 'Bearer guessed' } },
        ['403', '404'],
      ],
    ];
    for (const [path, request, statuses] of refused) {
      const operation = doc.paths[path]!.get!;
      for (const status of statuses) {
        expect(JSON.stringify(errorSchemaOf(operation, status)), `${path} ${status}`).toBe(
          '{"$ref":"#/components/schemas/Error"}',
        );
      }
      const res = await t.request(request);
      expect(statuses, `${path} answered ${res.statusCode}`).toContain(String(res.statusCode));
      expect(errorSchema(res.json()), JSON.stringify(errorSchema.errors)).toBe(true);
    }
  });

  it('names in its tables of conflicts and special answers only operations that exist', () => {
    const documented = new Set(operations().map(({ name }) => name));
    expect(namedOperations.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('documents the answers route schemas leave out as the server gives them', async () => {
    const token = await t.login();
    const created = await t.request({
      method: 'POST',
      url: '/api/project-categories',
      token,
      payload: { name: 'Documented deletion' },
    });
    const deleteOperation = doc.paths['/api/project-categories/{id}']!.delete!;
    expect(Object.keys(deleteOperation.responses).filter((s) => s < '400')).toEqual(['204']);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/project-categories/${created.json().data.id}`,
      token,
    });
    expect(deleted.statusCode).toBe(204);

    const exportAnswer = doc.paths['/api/users/export']!.get!.responses['200']!;
    expect(Object.keys(exportAnswer.content ?? {})).toEqual(['text/csv']);
    const exported = await t.request({ method: 'GET', url: '/api/users/export', token });
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);

    const investing = doc.paths['/api/member/investments']!.post!;
    expect(investing.parameters?.map((p) => `${p.in} ${p.name}`)).toContain('header Idempotency-Key');
    expect(responseOf(investing, '409')).toBeDefined();
  });

  it('describes filter[...] as the server reads it, which the server then accepts', async () => {
    const token = await t.login();
    const filter = doc.paths['/api/projects']!.get!.parameters!.find((p) => p.name === 'filter')!;
    expect(filter).toMatchObject({ in: 'query', style: 'deepObject', explode: true });
    expect(filter.schema?.properties).toHaveProperty('keyword');
    // deepObject with explode: filter[keyword]=x, which the server reads; a form-style keyword=x it refuses.
    const deep = await t.request({ method: 'GET', url: '/api/projects?filter[keyword]=x', token });
    expect(deep.statusCode).toBe(200);
    const form = await t.request({ method: 'GET', url: '/api/projects?keyword=x', token });
    expect(form.statusCode).toBe(422);
    const objects = operations().flatMap(({ name, operation }) =>
      (operation.parameters ?? [])
        .filter((p) => p.in === 'query' && p.schema?.type === 'object')
        .map((p) => `${name} ${p.name} ${p.style}/${p.explode}`),
    );
    expect(objects.length).toBeGreaterThan(10);
    expect(objects.filter((line) => !line.endsWith('deepObject/true'))).toEqual([]);
  });

  it('marks public operations as needing no token, and the rest with the bearer scheme they take', () => {
    const schemes = doc.components.securitySchemes;
    const wrong: string[] = [];
    for (const { name, operation } of operations()) {
      const access = operation['x-access'];
      // The events socket's upgrade carries no token: its first message does.
      const want =
        access.includes('public') || name === 'GET /api/ws'
          ? []
          : [{ [access.includes('member') ? 'memberToken' : 'adminToken']: [] }];
      if (JSON.stringify(operation.security) !== JSON.stringify(want)) wrong.push(name);
    }
    expect(wrong).toEqual([]);
    expect(schemes.adminToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.memberToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/member/register']!.post!.security).toEqual([]);
  });

  it('types the committed client exactly as the document says (npm run openapi:types writes it)', async () => {
    const committed = await readFile(CLIENT_TYPES_FILE, 'utf8');
    const fresh = await clientTypes(JSON.parse(source));
    // Compared as a whole: a changed or wrong document shows here, and the browser specs' types follow it.
    const freshLines = fresh.split('\n');
    const line = committed.split('\n').findIndex((text, i) => text !== freshLines[i]);
    const stale = `apps/web/e2e/api-types.d.ts is stale from line ${line + 1} (the document gives: ${freshLines[line]?.trim()}): run \`npm run openapi:types\``;
    expect(fresh === committed, stale).toBe(true);
  });
});
