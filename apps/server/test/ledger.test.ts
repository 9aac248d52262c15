import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investments } from '../src/db/schema/index.ts';
import { settleDueBatch } from '../src/jobs/settlement-sweep.ts';
import { ledgerMismatches } from '../src/modules/ledger/service.ts';
import { auditTrail } from './audit-trail.ts';
import { csvTable } from './csv-records.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { askWithdrawal, balanceOf, editBalance, invest, member, project, recharge } from './money-helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const negativeBalances = async () =>
  (await t.database.db.execute(sql`select count(*)::int as n from users where balance < 0`)) as unknown as {
    rows: { n: number }[];
  };

async function expectBooksBalanced() {
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
  expect((await negativeBalances()).rows[0]!.n).toBe(0);
}

/** Moves every active investment's settlement time into the past, so the next sweep finds them due. */
const makeAllDue = () =>
  t.database.db
    .update(investments)
    .set({ settleAt: new Date(Date.now() - 1000) })
    .where(sql`status = 'active'`);

describe('admin balance edit', () => {
  it('writes one record with the balance before and after, and refuses to go below zero', async () => {
    const m = await member(t, admin);
    const record = await recharge(t, admin, m.id, 5_000);
    expect(record).toMatchObject({
      amount: 5_000,
      balance_before: 0,
      balance_after: 5_000,
      kind: 'recharge',
      remarks: 'top-up',
    });
    expect(record.operator.name).toBe('Admin');

    const down = await editBalance(t, admin, m.id, -2_000, 'correction');
    expect(down.json().data).toMatchObject({
      amount: -2_000,
      balance_before: 5_000,
      balance_after: 3_000,
      kind: 'adjustment',
    });

    const tooFar = await editBalance(t, admin, m.id, -3_001, 'x');
    expect(tooFar.statusCode).toBe(422);
    expect(tooFar.json().errors).toEqual({ amount: ['The balance is not enough for this change.'] });
    expect(await balanceOf(t, m.token)).toBe(3_000);
  });

  it.each([
    [{ amount: 0, reason: 'bonus', remarks: 'x' }, ['amount']],
    [{ amount: 1.25, reason: 'bonus', remarks: 'x' }, ['amount']],
    [{ amount: Number.MAX_SAFE_INTEGER + 1, reason: 'bonus', remarks: 'x' }, ['amount']],
    [{ amount: 100, reason: 'bonus' }, ['remarks']],
    [{ amount: 100, remarks: 'x' }, ['reason']],
    [{ amount: 100, reason: ' ', remarks: 'x' }, ['reason']],
    [{ amount: '100', reason: 'bonus', remarks: 'x', extra: 1 }, ['amount', 'extra']],
  ])('answers bad input %j with 422 per field and no change', async (payload, fields) => {
    const m = await member(t, admin, 1_000);
    const res = await t.request({ method: 'POST', url: `/api/users/${m.id}/balance`, token: admin, payload });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(fields);
    expect(await balanceOf(t, m.token)).toBe(1_000);
  });

  it('writes the audit row with the change, and none for a refused change', async () => {
    const audit = auditTrail(t, admin);
    const m = await member(t, admin, 1_000);
    const mark = await audit.mark();
    const record = await recharge(t, admin, m.id, 250, 'bonus');
    const row = await audit.single(mark);
    expect(row).toMatchObject({
      action: 'users.balance',
      target: `user:${m.id}`,
      before: { balance: 1_000 },
      after: { balance: 1_250, amount: 250, remarks: 'bonus', reason: 'other' },
    });
    const stored = await t.request({
      method: 'GET',
      url: `/api/balance-records?filter[user_id]=${m.id}&per_page=1`,
      token: admin,
    });
    // The answer is the stored record, to the millisecond.
    expect(stored.json().data[0]).toEqual(record);

    const refused = await editBalance(t, admin, m.id, -5_000, 'too much');
    expect(refused.statusCode).toBe(422);
    expect(await audit.since(mark)).toHaveLength(1);
  });

  it('leaves the balance and the books untouched when the audit row cannot be written', async () => {
    const m = await member(t, admin, 1_000);
    const db = t.database.db;
    const records = async () =>
      (
        (await db.execute(
          sql`select count(*)::int as n from balance_records where user_id = ${m.id}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    const before = await records();
    // The audit row is the last write of the edit: failing it must take the balance and the record with it.
    await db.execute(sql`create or replace function fail_balance_audit() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash'; end $$`);
    await db.execute(sql`create trigger fail_balance_audit before insert on audit_logs
      for each row when (new.action = 'users.balance') execute function fail_balance_audit()`);
    try {
      const res = await editBalance(t, admin, m.id, 500, 'lost');
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger fail_balance_audit on audit_logs`);
      await db.execute(sql`drop function fail_balance_audit()`);
    }
    expect(await balanceOf(t, m.token)).toBe(1_000);
    expect(await records()).toBe(before);
    await expectBooksBalanced();
  });

  it('refuses a balance past the largest safe integer, and changes nothing', async () => {
    const m = await member(t, admin);
    await recharge(t, admin, m.id, Number.MAX_SAFE_INTEGER - 10);
    const res = await editBalance(t, admin, m.id, 11, 'x');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['amount']);
    expect(await balanceOf(t, m.token)).toBe(Number.MAX_SAFE_INTEGER - 10);
  });

  it('answers 404 for an unknown member', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users/999999/balance',
      token: admin,
      payload: { amount: 5, reason: 'other', remarks: 'x' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('reasons on balance edits', () => {
  const get = (url: string, language = 'en-US') =>
    t.request({ method: 'GET', url, token: admin, headers: { 'accept-language': language } });
  const reasonItem = async (value: string) =>
    (await get('/api/dictionaries/balance_reason/items?per_page=100'))
      .json()
      .data.find((i: { value: string }) => i.value === value);

  it('refuses an edit whose reason is not a current item of balance_reason, per field and in the caller language, moving nothing', async () => {
    const m = await member(t, admin, 1_000);
    const send = (reason: string, language: string) =>
      t.request({
        method: 'POST',
        url: `/api/users/${m.id}/balance`,
        token: admin,
        headers: { 'accept-language': language },
        payload: { amount: 300, reason, remarks: 'x' },
      });
    const unknown = await send('lottery', 'zh-CN');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ reason: ['请从给定的选项中选择'] });
    expect((await send('lottery', 'id-ID')).json().errors).toEqual({
      reason: ['Pilih salah satu nilai yang tersedia'],
    });

    // Switched off by staff: no longer offered, so refused; switched on again: accepted.
    const bonus = await reasonItem('bonus');
    const { id, dictionary_code: _code, created_at: _c, updated_at: _u, ...item } = bonus;
    const setStatus = (status: boolean) =>
      t.request({
        method: 'PUT',
        url: `/api/dictionary-items/${id}`,
        token: admin,
        payload: { ...item, status },
      });
    expect((await setStatus(false)).statusCode).toBe(200);
    try {
      expect((await send('bonus', 'en-US')).json().errors).toEqual({
        reason: ['Choose one of the offered values'],
      });
    } finally {
      expect((await setStatus(true)).statusCode).toBe(200);
    }
    expect(await balanceOf(t, m.token)).toBe(1_000);
    const listed = await get(`/api/balance-records?filter[user_id]=${m.id}`);
    expect(listed.json().meta.total).toBe(1);
    expect((await send('bonus', 'en-US')).statusCode).toBe(201);
    expect(await balanceOf(t, m.token)).toBe(1_300);
    await expectBooksBalanced();
  });

  it('stores the reason on the record, lists it, filters by it and exports its label', async () => {
    const m = await member(t, admin);
    const credited = (await editBalance(t, admin, m.id, 900, 'welcome', 'bonus')).json().data;
    expect(credited).toMatchObject({ kind: 'recharge', reason: 'bonus', remarks: 'welcome' });
    const taken = (await editBalance(t, admin, m.id, -400, 'card dispute', 'chargeback')).json().data;
    expect(taken).toMatchObject({ kind: 'adjustment', reason: 'chargeback' });
    const p = await project(t, admin, { min_amount: 100 });
    await invest(t, m.token, p.id, 100);

    const list = (q = '') => get(`/api/balance-records?filter[user_id]=${m.id}${q}`);
    const all = (await list()).json().data;
    expect(all.map((r: { kind: string; reason: string | null }) => [r.kind, r.reason])).toEqual([
      ['investment', null],
      ['adjustment', 'chargeback'],
      ['recharge', 'bonus'],
    ]);
    const charged = (await list('&filter[reason]=chargeback')).json();
    expect(charged.data).toEqual([taken]);
    expect(charged.meta.total).toBe(1);
    expect((await list('&filter[reason]=correction')).json().data).toEqual([]);

    const exported = await get(
      `/api/balance-records/export?filter[user_id]=${m.id}&filter[reason]=bonus`,
      'zh-CN',
    );
    expect(exported.statusCode).toBe(200);
    const { header, rows } = csvTable(exported.body);
    const at = header.indexOf('原因');
    expect(at).toBeGreaterThan(0);
    expect(rows.map((r) => r[at])).toEqual(['奖励']);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer and moves the money once', async () => {
    const m = await member(t, admin);
    const send = (amount: number) =>
      t.request({
        method: 'POST',
        url: `/api/users/${m.id}/balance`,
        token: admin,
        headers: { 'idempotency-key': `top-up-${m.id}` },
        payload: { amount, reason: 'correction', remarks: 'once' },
      });
    const first = await send(700);
    const retry = await send(700);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.json().data.reason).toBe('correction');
    expect(await balanceOf(t, m.token)).toBe(700);

    const otherBody = await send(800);
    expect(otherBody.statusCode).toBe(409);
    expect(await balanceOf(t, m.token)).toBe(700);
  });

  it('moves the money once when the same request arrives many times at once', async () => {
    const m = await member(t, admin, 10_000);
    const p = await project(t, admin, { min_amount: 100 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.request({
          method: 'POST',
          url: '/api/member/investments',
          token: m.token,
          headers: { 'idempotency-key': 'buy-once' },
          payload: { project_id: p.id, amount: 1_000 },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await balanceOf(t, m.token)).toBe(9_000);
  });

  it('refuses an empty or too long key, naming the rule it breaks', async () => {
    const m = await member(t, admin);
    const send = (key: string) =>
      t.request({
        method: 'POST',
        url: `/api/users/${m.id}/balance`,
        token: admin,
        headers: { 'idempotency-key': key, 'accept-language': 'vi-VN' },
        payload: { amount: 100, reason: 'bonus', remarks: 'keyed' },
      });
    expect((await send('')).json().errors).toEqual({ 'Idempotency-Key': ['Trường này là bắt buộc'] });
    expect((await send('k'.repeat(256))).json().errors).toEqual({ 'Idempotency-Key': ['Tối đa 255 ký tự'] });
    expect(await balanceOf(t, m.token)).toBe(0);
  });
});

describe('withdrawal review', () => {
  const ask = async (token: string, amount: number) => (await askWithdrawal(t, token, amount)).json().data;
  const review = (id: number, status: string, comment = 'checked') =>
    t.request({
      method: 'POST',
      url: `/api/withdrawals/${id}/review`,
      token: admin,
      payload: { status, comment },
    });

  it('approves without moving money again, and refuses a second review with 409', async () => {
    const m = await member(t, admin, 10_000);
    const w = await ask(m.token, 4_000);
    const ok = await review(w.id, 'approved');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: 'approved',
      review_comment: 'checked',
      reviewer: { name: 'Admin' },
    });
    expect(await balanceOf(t, m.token)).toBe(6_000);
    const again = await review(w.id, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This withdrawal has already been reviewed.');
    expect(await balanceOf(t, m.token)).toBe(6_000);
  });

  it('refunds the amount when a withdrawal is rejected', async () => {
    const m = await member(t, admin, 10_000);
    const w = await ask(m.token, 4_000);
    expect((await review(w.id, 'rejected', 'card name does not match')).statusCode).toBe(200);
    expect(await balanceOf(t, m.token)).toBe(10_000);
    const records = await t.request({
      method: 'GET',
      url: `/api/balance-records?filter[user_id]=${m.id}`,
      token: admin,
    });
    expect(records.json().data.map((r: { kind: string }) => r.kind)).toEqual([
      'withdrawal_refund',
      'withdrawal',
      'recharge',
    ]);
  });

  it('lets exactly one of two racing reviews win', async () => {
    const m = await member(t, admin, 10_000);
    const w = await ask(m.token, 4_000);
    const [a, b] = await Promise.all([review(w.id, 'rejected'), review(w.id, 'rejected')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await balanceOf(t, m.token)).toBe(10_000);
  });

  it('lets a reviewer list what they review, and nobody without either permission', async () => {
    const m = await member(t, admin, 10_000);
    const w = await ask(m.token, 1_000);
    const reviewer = await signInWith(t, ['withdrawals.review']);
    const bystander = await signInWith(t, ['investments.query']);
    const list = (token: string) =>
      t.request({ method: 'GET', url: '/api/withdrawals?filter[status]=pending', token });
    expect((await list(reviewer.token)).json().data.map((r: { id: number }) => r.id)).toContain(w.id);
    expect((await list(bystander.token)).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/balance-records', token: reviewer.token })).statusCode,
    ).toBe(403);
  });

  it('requires a comment and a known status', async () => {
    const m = await member(t, admin, 10_000);
    const w = await ask(m.token, 1_000);
    const res = await t.request({
      method: 'POST',
      url: `/api/withdrawals/${w.id}/review`,
      token: admin,
      payload: { status: 'maybe' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['comment', 'status']);
    expect((await review(999_999, 'approved')).statusCode).toBe(404);
  });
});

describe('settlement', () => {
  it('credits amount + profit once, with a settlement record', async () => {
    await makeAllDue();
    await settleDueBatch(t.database.db);
    const p = await project(t, admin, { min_amount: 100, profit_percent: '7.0625' });
    const m = await member(t, admin, 20_000);
    await invest(t, m.token, p.id, 12_345);
    expect((await settleDueBatch(t.database.db)).settled).toHaveLength(0); // not due yet
    await makeAllDue();
    const { settled } = await settleDueBatch(t.database.db);
    expect(settled.map((s) => s.userId)).toEqual([m.id]);
    expect(await balanceOf(t, m.token)).toBe(20_000 - 12_345 + 12_345 + 871);
    expect((await settleDueBatch(t.database.db)).settled).toHaveLength(0);
    const list = await t.request({
      method: 'GET',
      url: `/api/investments?filter[user_id]=${m.id}`,
      token: admin,
    });
    expect(list.json().data[0]).toMatchObject({ status: 'settled', profit: 871 });
    expect(list.json().data[0].settled_at).not.toBeNull();
    await expectBooksBalanced();
  });

  it('never settles an investment twice, even with two sweeps racing', async () => {
    const p = await project(t, admin, { min_amount: 100 });
    const members = await Promise.all(Array.from({ length: 5 }, () => member(t, admin, 100_000)));
    for (const m of members) {
      for (let i = 0; i < 6; i++) {
        await invest(t, m.token, p.id, 1_000 + i);
      }
    }
    await makeAllDue();
    const [a, b, c] = await Promise.all([
      settleDueBatch(t.database.db, { batchSize: 7 }),
      settleDueBatch(t.database.db, { batchSize: 7 }),
      settleDueBatch(t.database.db, { batchSize: 7 }),
    ]);
    let rest = 0;
    for (
      let r = await settleDueBatch(t.database.db, { batchSize: 7 });
      r.settled.length;
      r = await settleDueBatch(t.database.db, { batchSize: 7 })
    ) {
      rest += r.settled.length;
    }
    const ids = [...a.settled, ...b.settled, ...c.settled].map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length + rest).toBe(30);
    const settlements = await t.database.db.execute(
      sql`select reference_id, count(*)::int as n from balance_records where kind = 'settlement' group by reference_id having count(*) > 1`,
    );
    expect((settlements as unknown as { rows: unknown[] }).rows).toEqual([]);
    await expectBooksBalanced();
  });

  it('refuses an investment whose payout could never be credited, moving nothing', async () => {
    const p = await project(t, admin, { min_amount: 100, profit_percent: '999999.9999' });
    const m = await member(t, admin, 1_000_000_000_000);
    const res = await t.request({
      method: 'POST',
      url: '/api/member/investments',
      token: m.token,
      payload: { project_id: p.id, amount: 1_000_000_000_000 },
      headers: { 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.amount[0]).toMatch(/^This amount with its profit would pay out more than /);
    expect(await balanceOf(t, m.token)).toBe(1_000_000_000_000);
    await expectBooksBalanced();
  });

  it("settles everyone else's when the ledger refuses one member's credit, and leaves that one due", async () => {
    await makeAllDue();
    await settleDueBatch(t.database.db);
    const p = await project(t, admin, { min_amount: 100, profit_percent: '10' });
    // A credit of 5 500 would take this balance past the largest amount JSON carries exactly.
    const full = await member(t, admin, Number.MAX_SAFE_INTEGER - 100);
    const plain = await member(t, admin, 10_000);
    expect((await invest(t, full.token, p.id, 5_000)).statusCode).toBe(201);
    expect((await invest(t, plain.token, p.id, 5_000)).statusCode).toBe(201);
    await makeAllDue();

    const { settled, refused } = await settleDueBatch(t.database.db);
    expect(settled.map((s) => s.userId)).toEqual([plain.id]);
    expect(refused.map((s) => s.userId)).toEqual([full.id]);
    expect(await balanceOf(t, plain.token)).toBe(10_000 + 500);
    expect(await balanceOf(t, full.token)).toBe(Number.MAX_SAFE_INTEGER - 100 - 5_000);
    const due = await t.request({
      method: 'GET',
      url: `/api/investments?filter[user_id]=${full.id}&filter[status]=active`,
      token: admin,
    });
    expect(due.json().meta.total).toBe(1);
    await expectBooksBalanced();
  });

  it('leaves nothing half applied when a sweep fails mid-batch', async () => {
    const p = await project(t, admin, { min_amount: 100 });
    const a = await member(t, admin, 10_000);
    const b = await member(t, admin, 10_000);
    for (const m of [a, b]) {
      await invest(t, m.token, p.id, 5_000);
    }
    await makeAllDue();
    const db = t.database.db;
    // The batch fails at its last statement, after both members were credited inside the transaction.
    await db.execute(sql`create or replace function fail_settlement() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash'; end $$`);
    await db.execute(sql`create trigger fail_settlement before update of status on investments
      for each row when (new.status = 'settled') execute function fail_settlement()`);
    try {
      await expect(settleDueBatch(db)).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger fail_settlement on investments`);
      await db.execute(sql`drop function fail_settlement()`);
    }
    expect(await balanceOf(t, a.token)).toBe(5_000);
    expect(await balanceOf(t, b.token)).toBe(5_000);
    const active = await t.request({
      method: 'GET',
      url: `/api/investments?filter[project_id]=${p.id}&filter[status]=active`,
      token: admin,
    });
    expect(active.json().meta.total).toBe(2);
    await expectBooksBalanced();
    // The next sweep settles them normally.
    await settleDueBatch(db);
    expect(await balanceOf(t, a.token)).toBeGreaterThan(10_000);
    await expectBooksBalanced();
  });
});

describe('books under concurrent load', () => {
  it('keeps every balance equal to the sum of its records, none negative, after 150 parallel operations', async () => {
    const p = await project(t, admin, { min_amount: 100 });
    const members = await Promise.all(Array.from({ length: 4 }, () => member(t, admin, 20_000)));
    const operations = Array.from({ length: 150 }, (_, i) => {
      const m = members[i % members.length]!;
      switch (i % 5) {
        case 0:
          return editBalance(t, admin, m.id, 500 + i, 'load');
        case 1:
          return editBalance(t, admin, m.id, -(700 + i), 'load');
        case 2:
          return invest(t, m.token, p.id, 1_500 + i);
        case 3:
          return askWithdrawal(t, m.token, 1_200 + i);
        default:
          return settleDueBatch(t.database.db).then(() => ({ statusCode: 200 }));
      }
    });
    const answers = await Promise.all(operations);
    // Each answer is a success or a refusal for lack of balance, never an error.
    for (const answer of answers) expect([200, 201, 422]).toContain(answer.statusCode);
    expect(answers.filter((a) => a.statusCode === 201).length).toBeGreaterThan(50);
    await makeAllDue();
    await settleDueBatch(t.database.db);
    await expectBooksBalanced();
  });
});
