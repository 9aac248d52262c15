import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLogs } from '../src/db/schema/index.ts';
import { EXACT_COUNT_LIMIT, paginate } from '../src/db/pagination.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** `rows` audit rows under an action of their own, so each test counts only its own. */
async function rowsOf(action: string, rows: number) {
  await t.database.db.execute(
    sql`insert into audit_logs (action, target) select ${action}, 'bulk' from generate_series(1, ${rows})`,
  );
  return action;
}

const totalOf = (action: string) =>
  paginate(t.database.db, {
    page: 1,
    perPage: 20,
    table: auditLogs,
    where: () => eq(auditLogs.action, action),
    countKey: action,
    fetch: async () => [],
  }).then((page) => page.meta);

const removeSome = (action: string, rows: number) =>
  t.database.db.execute(
    sql`delete from audit_logs where id in (select id from audit_logs where action = ${action} limit ${rows})`,
  );

describe('list totals (API.md counting rule)', () => {
  it('counts exactly up to the limit, every time', async () => {
    const action = await rowsOf('totals.small', 30);
    expect(await totalOf(action)).toMatchObject({ total: 30, last_page: 2 });
    expect((await totalOf(action)).total_estimated).toBeUndefined();
    await removeSome(action, 10);
    expect((await totalOf(action)).total).toBe(20);
  });

  it('gives the planner’s estimate past the limit, and remembers it for a while', async () => {
    const action = await rowsOf('totals.large', EXACT_COUNT_LIMIT + 50);
    const first = await totalOf(action);
    expect(first.total_estimated).toBe(true);
    expect(first.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    await removeSome(action, EXACT_COUNT_LIMIT);
    expect(await totalOf(action)).toEqual(first);
  });

  it('when a remembered total is due, answers it at once and counts anew once, for whoever asks next', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const action = await rowsOf('totals.due', EXACT_COUNT_LIMIT + 50);
    const first = await totalOf(action);
    await removeSome(action, EXACT_COUNT_LIMIT);
    vi.setSystemTime(Date.now() + 10_001);
    const explain = vi.spyOn(t.database.db, 'execute');
    try {
      // Twenty requests arrive together: none waits for a count, and only one count runs.
      const answers = await Promise.all(Array.from({ length: 20 }, () => totalOf(action)));
      expect(answers.every((a) => a.total === first.total && a.total_estimated)).toBe(true);
      await vi.waitFor(async () => expect((await totalOf(action)).total).toBe(50));
      expect(explain).not.toHaveBeenCalled(); // the recount found 50 rows: exact, no plan asked for
    } finally {
      explain.mockRestore();
    }
  });

  it('shares one count among requests that arrive together with nothing remembered', async () => {
    const action = await rowsOf('totals.together', EXACT_COUNT_LIMIT + 50);
    const explain = vi.spyOn(t.database.db, 'execute');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => totalOf(action)));
      expect(new Set(answers.map((a) => a.total)).size).toBe(1);
      expect(answers[0]!.total_estimated).toBe(true);
      expect(explain).toHaveBeenCalledTimes(1);
    } finally {
      explain.mockRestore();
    }
  });
});
