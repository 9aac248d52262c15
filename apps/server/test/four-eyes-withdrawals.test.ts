import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../src/modules/ledger/service.ts';
import { auditTrail } from './audit-trail.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { askWithdrawal, balanceOf, member } from './money-helpers.ts';
import { burst as sendAtOnce } from './parallel-burst.ts';

let t: TestApp;
let admin: string;
let first: string;
let second: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  first = (await signInWith(t, ['withdrawals.review'])).token;
  second = (await signInWith(t, ['withdrawals.review'])).token;
  const saved = await saveApprovals(admin, { withdrawal_above: 50_000, balance_edit_above: 0 });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

function saveApprovals(token: string, approvals: unknown) {
  return t.request({ method: 'PUT', url: '/api/settings', token, payload: { approvals } });
}

async function expectBooksBalanced() {
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
  const negative = (await t.database.db.execute(
    sql`select count(*)::int as n from users where balance < 0`,
  )) as unknown as { rows: { n: number }[] };
  expect(negative.rows[0]!.n).toBe(0);
}

const review = (token: string, id: number, status: 'approved' | 'rejected', comment = 'checked') =>
  t.request({ method: 'POST', url: `/api/withdrawals/${id}/review`, token, payload: { status, comment } });

async function ask(amount: number, balance = 200_000) {
  const m = await member(t, admin, balance);
  const res = await askWithdrawal(t, m.token, amount);
  expect(res.statusCode, res.body).toBe(201);
  return { m, id: res.json().data.id as number };
}

const refundsOf = async (id: number) => {
  const rows = (await t.database.db.execute(
    sql`select count(*)::int as n from balance_records where kind = 'withdrawal_refund' and reference_id = ${id}`,
  )) as unknown as { rows: { n: number }[] };
  return rows.rows[0]!.n;
};

describe('four-eyes thresholds in the settings', () => {
  it('are saved with settings.save and settings.confirm, audited, and refused with save alone', async () => {
    const trail = auditTrail(t, admin);
    const mark = await trail.mark();
    const saved = await saveApprovals(admin, { withdrawal_above: 50_000, balance_edit_above: 7_000 });
    expect(saved.json().data.approvals).toEqual({ withdrawal_above: 50_000, balance_edit_above: 7_000 });
    const row = await trail.single(mark);
    expect(row.action).toBe('settings.save');
    expect(row.after).toMatchObject({ approvals: { withdrawal_above: 50_000, balance_edit_above: 7_000 } });

    const saver = await signInWith(t, ['settings.save', 'settings.edit']);
    const refused = await saveApprovals(saver.token, { withdrawal_above: 1, balance_edit_above: 1 });
    expect(refused.statusCode).toBe(403);
    const confirmer = await signInWith(t, ['settings.save', 'settings.confirm']);
    const allowed = await saveApprovals(confirmer.token, { withdrawal_above: 50_000, balance_edit_above: 0 });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data.approvals).toEqual({ withdrawal_above: 50_000, balance_edit_above: 0 });
  });

  it('refuses a negative or fractional amount, naming the field', async () => {
    const res = await saveApprovals(admin, { withdrawal_above: -1, balance_edit_above: 1.5 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'approvals.balance_edit_above',
      'approvals.withdrawal_above',
    ]);
    const settings = await t.request({ method: 'GET', url: '/api/settings', token: admin });
    expect(settings.json().data.approvals.withdrawal_above).toBe(50_000);
  });
});

describe('four-eyes withdrawal review', () => {
  it('approves at or below the threshold with one review', async () => {
    const { id } = await ask(50_000);
    const res = await review(first, id, 'approved');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'approved', first_review: null });
  });

  it('needs two different admins above the threshold: the first approval waits, the same admin is refused', async () => {
    const { m, id } = await ask(80_000);
    const trail = auditTrail(t, admin);
    const mark = await trail.mark();

    const once = await review(first, id, 'approved', 'card checked');
    expect(once.statusCode, once.body).toBe(200);
    const waiting = once.json().data;
    expect(waiting).toMatchObject({
      status: 'awaiting_second',
      reviewer: null,
      reviewed_at: null,
      review_comment: null,
      first_review: { reviewer: { name: expect.any(String) }, comment: 'card checked' },
    });
    expect(Date.parse(waiting.first_review.reviewed_at)).not.toBeNaN();

    // Still waiting: counted, and listed on the review screen's queue.
    const summary = await t.request({ method: 'GET', url: '/api/withdrawals/summary', token: first });
    expect(summary.json().data.pending_count).toBeGreaterThanOrEqual(1);
    const queue = await t.request({
      method: 'GET',
      url: `/api/withdrawals?filter[status]=waiting&filter[user_id]=${m.id}`,
      token: first,
    });
    expect(queue.json().data.map((w: { id: number }) => w.id)).toEqual([id]);
    const totals = await t.request({ method: 'GET', url: `/api/users/${m.id}`, token: admin });
    expect(totals.json().data.totals).toMatchObject({ withdrawal_pending: 80_000, withdrawn: 0 });

    const same = await review(first, id, 'approved');
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(
      'You gave this withdrawal its first approval: the second must come from another admin.',
    );
    const sameReject = await review(first, id, 'rejected');
    expect(sameReject.statusCode).toBe(409);

    const twice = await review(second, id, 'approved', 'paid out');
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.json().data).toMatchObject({
      status: 'approved',
      review_comment: 'paid out',
      first_review: { comment: 'card checked' },
    });
    expect(twice.json().data.reviewer.id).not.toBe(twice.json().data.first_review.reviewer.id);
    expect(await balanceOf(t, m.token)).toBe(120_000);
    expect((await review(admin, id, 'rejected')).statusCode).toBe(409);
    expect(await balanceOf(t, m.token)).toBe(120_000);

    const steps = (await trail.since(mark)).filter((row) => row.action === 'withdrawals.review');
    expect(
      steps.map((row) => [(row.after as { status: string; step: string }).status, row.admin?.id]),
    ).toEqual([
      ['awaiting_second', steps[0]!.admin!.id],
      ['approved', steps[1]!.admin!.id],
    ]);
    expect(steps.map((row) => (row.after as { step: string }).step)).toEqual(['first', 'second']);
    expect(steps[0]!.admin!.id).not.toBe(steps[1]!.admin!.id);
    await expectBooksBalanced();
  });

  it('ends a request rejected at the first step at once, refunding it once', async () => {
    const { m, id } = await ask(90_000);
    const res = await review(first, id, 'rejected', 'name does not match');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'rejected', first_review: null });
    expect(await balanceOf(t, m.token)).toBe(200_000);
    expect((await review(second, id, 'approved')).statusCode).toBe(409);
    expect(await refundsOf(id)).toBe(1);
    await expectBooksBalanced();
  });

  it('refunds once when the second admin rejects', async () => {
    const { m, id } = await ask(90_000);
    expect((await review(first, id, 'approved')).statusCode).toBe(200);
    expect(await balanceOf(t, m.token)).toBe(110_000);
    const res = await review(second, id, 'rejected', 'second look: fraud');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('rejected');
    expect(await balanceOf(t, m.token)).toBe(200_000);
    expect((await review(second, id, 'rejected')).statusCode).toBe(409);
    expect(await refundsOf(id)).toBe(1);
    await expectBooksBalanced();
  });

  it('refuses the second step to an admin without withdrawals.review', async () => {
    const { id } = await ask(90_000);
    expect((await review(first, id, 'approved')).statusCode).toBe(200);
    const reader = await signInWith(t, ['withdrawals.query']);
    expect((await review(reader.token, id, 'approved')).statusCode).toBe(403);
    const detail = await t.request({ method: 'GET', url: `/api/withdrawals/${id}`, token: reader.token });
    expect(detail.json().data.status).toBe('awaiting_second');
  });

  it('lets one of a burst of second reviews win, refunding once', async () => {
    const reviewers = [first, second, (await signInWith(t, ['withdrawals.review'])).token];
    const { m, id } = await ask(100_000);
    expect((await review(admin, id, 'approved')).statusCode).toBe(200);
    const burst = await sendAtOnce(
      t,
      Array.from({ length: 24 }, (_, i) => ({
        method: 'POST',
        url: `/api/withdrawals/${id}/review`,
        token: reviewers[i % 3]!,
        payload: { status: i % 2 ? 'approved' : 'rejected', comment: 'checked' },
      })),
    );
    const codes = burst.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(23);
    const final = (burst.find((res) => res.statusCode === 200)!.body as { data: { status: string } }).data
      .status;
    expect(await refundsOf(id)).toBe(final === 'rejected' ? 1 : 0);
    expect(await balanceOf(t, m.token)).toBe(final === 'rejected' ? 200_000 : 100_000);
    await expectBooksBalanced();
  });

  it('lets one of a burst of first reviews by one admin through, leaving it for a second admin', async () => {
    const { m, id } = await ask(100_000);
    const burst = await sendAtOnce(
      t,
      Array.from({ length: 20 }, () => ({
        method: 'POST',
        url: `/api/withdrawals/${id}/review`,
        token: first,
        payload: { status: 'approved', comment: 'checked' },
      })),
    );
    expect(burst.map((res) => res.statusCode).filter((c) => c === 200)).toHaveLength(1);
    const detail = await t.request({ method: 'GET', url: `/api/withdrawals/${id}`, token: admin });
    expect(detail.json().data.status).toBe('awaiting_second');
    expect(await balanceOf(t, m.token)).toBe(100_000);
  });
});

describe('what approving a withdrawal would do, as the review screens read it', () => {
  const stepOf = async (id: number) => {
    const detail = await t.request({ method: 'GET', url: `/api/withdrawals/${id}`, token: first });
    const listed = await t.request({
      method: 'GET',
      url: `/api/withdrawals?filter[status]=waiting&per_page=500`,
      token: first,
    });
    const row = (listed.json().data as { id: number; needs_second_approval: boolean }[]).find(
      (w) => w.id === id,
    );
    expect(row?.needs_second_approval).toBe(detail.json().data.needs_second_approval);
    return detail.json().data.needs_second_approval as boolean;
  };

  it('says a first of two above the threshold, a final one at or below it and once the first is given', async () => {
    const above = await ask(50_001);
    const at = await ask(50_000);
    expect(await stepOf(above.id)).toBe(true);
    expect(await stepOf(at.id)).toBe(false);
    expect((await review(first, above.id, 'approved')).json().data.status).toBe('awaiting_second');
    // The second approval is the last.
    expect(await stepOf(above.id)).toBe(false);
  });

  it('says a final one for every amount while the threshold is off, and follows the setting', async () => {
    const big = await ask(150_000);
    expect((await saveApprovals(admin, { withdrawal_above: 0, balance_edit_above: 0 })).statusCode).toBe(200);
    try {
      expect(await stepOf(big.id)).toBe(false);
    } finally {
      await saveApprovals(admin, { withdrawal_above: 50_000, balance_edit_above: 0 });
    }
    expect(await stepOf(big.id)).toBe(true);
  });

  it('is not told to members, whose own withdrawals answer without it', async () => {
    const { m } = await ask(60_000);
    const res = await askWithdrawal(t, m.token, 1_000);
    expect(res.json().data).not.toHaveProperty('needs_second_approval');
  });
});
