import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedView } from '@app/contracts';
import { auditTrail } from './audit-trail.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

// Issue 21: each admin keeps views of the lists (a screen and its address's query) for themselves.
let t: TestApp;
let superToken: string;
let own: Awaited<ReturnType<typeof signInWith>>;
let other: Awaited<ReturnType<typeof signInWith>>;

beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.login();
  // Admins with no permission at all: saved views need none.
  own = await signInWith(t, []);
  other = await signInWith(t, []);
});
afterAll(() => t.close());

const save = (token: string, payload: Record<string, unknown>, lang = 'en-US') =>
  t.request({
    method: 'POST',
    url: '/api/saved-views',
    token,
    payload,
    headers: { 'accept-language': lang },
  });
const listOf = async (token: string, screen?: string): Promise<SavedView[]> => {
  const query = screen === undefined ? '' : `?filter[screen]=${encodeURIComponent(screen)}`;
  const res = await t.request({ method: 'GET', url: `/api/saved-views${query}`, token });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const remove = (token: string, id: number) =>
  t.request({ method: 'DELETE', url: `/api/saved-views/${id}`, token });

describe('saved views', () => {
  it('saves a view, lists it on its screen by name, and deletes it', async () => {
    const trail = auditTrail(t, superToken);
    const mark = await trail.mark();
    const settled = await save(own.token, {
      screen: '/investment/list',
      name: '  Settled, page 2 ',
      search: 'status=settled&page=2',
    });
    expect(settled.statusCode).toBe(201);
    const view: SavedView = settled.json().data;
    expect(view).toMatchObject({
      screen: '/investment/list',
      name: 'Settled, page 2',
      search: 'status=settled&page=2',
    });
    expect(await trail.single(mark)).toMatchObject({
      action: 'saved_views.create',
      target: `saved_view:${view.id}`,
      after: view,
    });
    expect(
      (await save(own.token, { screen: '/investment/list', name: 'Active', search: 'status=active' }))
        .statusCode,
    ).toBe(201);
    expect((await save(own.token, { screen: '/user/list', name: 'Active', search: '' })).statusCode).toBe(
      201,
    );

    const investments = await listOf(own.token, '/investment/list');
    expect(investments.map((v) => v.name)).toEqual(['Active', 'Settled, page 2']);
    expect((await listOf(own.token)).map((v) => `${v.screen} ${v.name}`)).toEqual([
      '/investment/list Active',
      '/investment/list Settled, page 2',
      '/user/list Active',
    ]);

    const deleteMark = await trail.mark();
    expect((await remove(own.token, view.id)).statusCode).toBe(204);
    expect(await trail.single(deleteMark)).toMatchObject({ action: 'saved_views.delete', before: view });
    expect((await listOf(own.token, '/investment/list')).map((v) => v.name)).toEqual(['Active']);
    expect((await remove(own.token, view.id)).statusCode).toBe(404);
  });

  it("keeps each admin's views from every other admin: not listed, not deleted (404)", async () => {
    const mine: SavedView = (
      await save(own.token, { screen: '/withdraw/list', name: 'Mine', search: 'status=pending' })
    ).json().data;
    expect(await listOf(other.token, '/withdraw/list')).toEqual([]);
    expect(await listOf(superToken, '/withdraw/list')).toEqual([]);
    expect((await remove(other.token, mine.id)).statusCode).toBe(404);
    expect((await remove(superToken, mine.id)).statusCode).toBe(404);
    expect((await listOf(own.token, '/withdraw/list')).map((v) => v.id)).toEqual([mine.id]);
    // The same name on the same screen is free for another admin.
    expect((await save(other.token, { screen: '/withdraw/list', name: 'Mine', search: '' })).statusCode).toBe(
      201,
    );
  });

  it('answers 409 on the name for a name the admin already gave a view of this screen', async () => {
    await save(own.token, { screen: '/balance/list', name: 'Twice', search: 'kind=adjustment' });
    const res = await save(own.token, { screen: '/balance/list', name: ' Twice', search: 'kind=investment' });
    expect(res.statusCode).toBe(409);
    expect(Object.keys(res.json().errors)).toEqual(['name']);
    expect((await listOf(own.token, '/balance/list')).map((v) => v.search)).toEqual(['kind=adjustment']);
  });

  it("answers 422 per field for bad input, in the reader's language", async () => {
    const res = await save(own.token, {
      screen: 'investment/list',
      name: 'a\u0007b',
      search: '?status=settled',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['name', 'screen', 'search']);

    const missing = await save(own.token, { screen: '/x', name: '   ' }, 'zh-CN');
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['name', 'search']);
    expect(missing.json().message).toMatch(/[\u4e00-\u9fff]/);

    const long = await save(own.token, {
      screen: `/${'a'.repeat(200)}`,
      name: 'n'.repeat(65),
      search: 'a'.repeat(2001),
    });
    expect(Object.keys(long.json().errors).sort()).toEqual(['name', 'screen', 'search']);
    const extra = await save(own.token, { screen: '/x', name: 'n', search: '', filters: {} });
    expect(extra.statusCode).toBe(422);
    const badFilter = await t.request({
      method: 'GET',
      url: '/api/saved-views?filter[screen]=nope',
      token: own.token,
    });
    expect(badFilter.statusCode).toBe(422);
    expect(Object.keys(badFilter.json().errors)).toEqual(['filter.screen']);
  });

  it('keeps at most 50 views a screen for an admin (422 on the name), and another screen still takes more', async () => {
    const screen = '/funds/list';
    for (let i = 0; i < 50; i += 1) {
      expect((await save(own.token, { screen, name: `View ${i}`, search: `page=${i + 1}` })).statusCode).toBe(
        201,
      );
    }
    const over = await save(own.token, { screen, name: 'One too many', search: '' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.name).toEqual(['A screen keeps at most 50 saved views; delete one first.']);
    expect(await listOf(own.token, screen)).toHaveLength(50);
    expect((await save(other.token, { screen, name: 'One too many', search: '' })).statusCode).toBe(201);
    expect(
      (await save(own.token, { screen: '/funds/other', name: 'One too many', search: '' })).statusCode,
    ).toBe(201);
  });

  it('lets no more than 50 through when many saves of one screen arrive at once', async () => {
    const screen = '/withdraw/audit';
    for (let i = 0; i < 45; i += 1) await save(other.token, { screen, name: `Kept ${i}`, search: '' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => save(other.token, { screen, name: `Burst ${i}`, search: '' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(5).fill(201), ...Array(7).fill(422)]);
    expect(await listOf(other.token, screen)).toHaveLength(50);
  });

  it('answers 401 without a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/saved-views' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/saved-views', payload: {} })).statusCode).toBe(401);
  });
});
