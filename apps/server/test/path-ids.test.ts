import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { member } from './money-helpers.ts';

// Issue 18 point 6: an id in a path is written in decimal digits the one way, or names nothing. `0x1`,
// `1e0` or `%201` once read as 1: `POST /api/users/0x1/balance` moved money on member 1.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

type Method = NonNullable<InjectOptions['method']>;

/**
 * Every route the server registered, read from Fastify's own route tree: each line is a path segment
 * indented four characters a level, with the methods it answers (`:id|:code` is two routes' params).
 */
function registeredRoutes(printed: string): { method: Method; path: string }[] {
  const routes: { method: Method; path: string }[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:[│ ] {3})*)[└├]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const methods = match[3]?.split(', ') ?? [];
    for (const path of spellings(stack.join('')))
      for (const method of methods) if (method !== 'HEAD') routes.push({ method: method as Method, path });
  }
  return routes;
}

/** A segment of alternative params (`:id|:code`) stands for each of them. */
function spellings(path: string): string[] {
  const alternatives = /:\w+(\|:\w+)+/.exec(path);
  if (!alternatives) return [path];
  return alternatives[0].split('|').flatMap((one) => spellings(path.replace(alternatives[0], one)));
}

const notCanonical = ['0x1', '1e0', '%201', '1%20', '01', '+1', '1.0', '0b1', '１'];

describe('ids in paths', () => {
  it('answers 404 for an id not written as plain decimal digits, on every route with an id', async () => {
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter((r) =>
      /\/:id\b/.test(r.path),
    );
    // The walk found the routes (a change in the printout's shape would leave nothing to check).
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/users/:id/balance' });
    const answers: string[] = [];
    for (const { method, path } of routes)
      for (const id of notCanonical) {
        const res = await t.request({
          method,
          url: path.replace(':id', id),
          token,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        if (res.statusCode !== 404) answers.push(`${method} ${path} with ${id}: ${res.statusCode}`);
      }
    expect(answers).toEqual([]);
  });

  it('moves no money on a member named 0x1', async () => {
    const first = await member(t, token, 1_000);
    const moved = await t.request({
      method: 'POST',
      url: `/api/users/0x${first.id.toString(16)}/balance`,
      token,
      payload: { amount: 500, reason: 'correction', remarks: 'hex' },
    });
    expect(moved.statusCode).toBe(404);
    expect(moved.json()).toEqual({ message: 'Not found.' });
    const after = await t.request({ method: 'GET', url: `/api/users/${first.id}`, token });
    expect(after.json().data.balance).toBe(1_000);
  });

  it('still reads a plain id, and answers 404 for one beyond the largest', async () => {
    const found = await member(t, token, 0);
    expect((await t.request({ method: 'GET', url: `/api/users/${found.id}`, token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/users/2147483648', token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/users/0', token })).statusCode).toBe(404);
  });

  it('asks for a token before it says whether an id is a number', async () => {
    expect((await t.request({ method: 'GET', url: '/api/users/0x1' })).statusCode).toBe(401);
  });
});
