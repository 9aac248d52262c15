import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { auditLogs, departments } from '../src/db/schema/index.ts';
import { AppError } from '../src/core/errors.ts';
import { auditedRows } from '../src/modules/audit-logs/audited-rows.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const actor = { adminId: null, ip: '192.0.2.7' };
const rows = auditedRows({
  table: departments,
  action: 'departments',
  noun: 'department',
  uniqueField: 'code',
  present: (d) => ({ id: d.id, code: d.code, name: d.name }),
});
const values = (code: string) => ({ name: `Desk ${code}`, code, sort: 0, status: true, parentId: null });
const lastAudit = async () =>
  (await t.database.db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(1))[0];
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('audited row writes', () => {
  it('adds a row with its audit entry, and changes it with the row as it was', async () => {
    const created = await rows.create(t.database.db, actor, values('AR-1'));
    expect(await lastAudit()).toMatchObject({
      action: 'departments.create',
      target: `department:${created.id}`,
      ip: '192.0.2.7',
      after: created,
    });

    const updated = await rows.update(t.database.db, actor, created.id, { name: 'Front desk' }, created);
    expect(updated).toEqual({ ...created, name: 'Front desk' });
    expect(await lastAudit()).toMatchObject({
      action: 'departments.update',
      target: `department:${created.id}`,
      before: created,
      after: updated,
    });
  });

  it('answers 404 for a row deleted meanwhile, and records nothing', async () => {
    const before = await lastAudit();
    const error = await refusal(
      rows.update(t.database.db, actor, 987_654, { name: 'Gone' }, { id: 987_654, code: 'X', name: 'X' }),
    );
    expect(error.status).toBe(404);
    expect(await lastAudit()).toEqual(before);
  });

  it('answers 409 on the unique field for a taken value, and records nothing', async () => {
    await rows.create(t.database.db, actor, values('AR-2'));
    const before = await lastAudit();
    const error = await refusal(rows.create(t.database.db, actor, values('AR-2')));
    expect(error.status).toBe(409);
    expect(Object.keys(error.fields)).toEqual(['code']);
    expect(await lastAudit()).toEqual(before);
  });
});
