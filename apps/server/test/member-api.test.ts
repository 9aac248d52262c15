import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { balanceOf, member, project } from './money-helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const setInvitationRequired = (on: boolean) =>
  t.request({ method: 'PUT', url: '/api/settings', token: admin, payload: { invitation_code_required: on } });

describe('registration', () => {
  it('gives every member an invitation code, and makes its owner the superior of who uses it', async () => {
    const upline = await member(t, admin);
    const me = (await t.request({ method: 'GET', url: '/api/member/me', token: upline.token })).json().data;
    expect(me.invitation_code).toMatch(/^[A-Z2-9]{8}$/);
    const res = await t.request({
      method: 'POST',
      url: '/api/member/register',
      payload: {
        name: 'downline_one',
        password: 'member-pass-1',
        pay_password: '975310',
        invitation_code: me.invitation_code,
      },
    });
    expect(res.statusCode).toBe(201);
    const list = await t.request({
      method: 'GET',
      url: '/api/users?filter[keyword]=downline_one',
      token: admin,
    });
    expect(list.json().data[0].superior).toEqual({ id: upline.id, name: upline.name });
  });

  it('requires an existing invitation code when the setting says so', async () => {
    expect((await setInvitationRequired(true)).statusCode).toBe(200);
    try {
      const without = await t.request({
        method: 'POST',
        url: '/api/member/register',
        payload: { name: 'no_code_member', password: 'member-pass-1', pay_password: '246810' },
      });
      expect(without.statusCode).toBe(422);
      expect(without.json().errors).toEqual({ invitation_code: ['An invitation code is required.'] });
      const unknown = await t.request({
        method: 'POST',
        url: '/api/member/register',
        payload: {
          name: 'no_code_member',
          password: 'member-pass-1',
          pay_password: '246810',
          invitation_code: 'ZZZZZZZZ',
        },
      });
      expect(unknown.json().errors).toEqual({ invitation_code: ['This invitation code does not exist.'] });
    } finally {
      await setInvitationRequired(false);
    }
  });

  it('checks every field and refuses a taken name', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/member/register',
      payload: { name: 'x', password: 'short', pay_password: '12ab56', extra: 1 },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['extra', 'name', 'password', 'pay_password']);
    const first = await member(t, admin);
    const again = await t.request({
      method: 'POST',
      url: '/api/member/register',
      payload: { name: first.name, password: 'member-pass-1', pay_password: '246810' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ name: ['This value is already taken'] });
  });
});

describe('tokens', () => {
  it('signs a member in by name and password', async () => {
    const m = await member(t, admin);
    const ok = await t.request({
      method: 'POST',
      url: '/api/member/tokens',
      payload: { name: m.name, password: 'member-pass-1' },
    });
    expect(ok.statusCode).toBe(201);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/member/tokens',
      payload: { name: m.name, password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(422);
  });

  it('keeps member and admin tokens apart', async () => {
    const m = await member(t, admin);
    expect((await t.request({ method: 'GET', url: '/api/admins/me', token: m.token })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/users', token: m.token })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/member/me', token: admin })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/member/me' })).statusCode).toBe(401);
  });
});

describe('projects and investing', () => {
  it('lists visible projects only', async () => {
    const shown = await project(t, admin, { name: 'Shown project' });
    const hidden = await project(t, admin, { name: 'Hidden project', hidden: true });
    const m = await member(t, admin);
    const ids = (await t.request({ method: 'GET', url: '/api/member/projects', token: m.token }))
      .json()
      .data.map((p: { id: number }) => p.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
  });

  it('takes the amount from the balance and answers the investment with its settlement time', async () => {
    const p = await project(t, admin, { min_amount: 1000, profit_percent: '12.5', period_minutes: 30 });
    const m = await member(t, admin, 50_000);
    const before = Date.now();
    const res = await t.request({
      method: 'POST',
      url: '/api/member/investments',
      token: m.token,
      payload: { project_id: p.id, amount: 10_000 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json().data;
    expect(inv).toMatchObject({
      amount: 10_000,
      profit: 1_250,
      profit_percent: '12.5',
      status: 'active',
      settled_at: null,
    });
    const settleIn = new Date(inv.settle_at).getTime() - new Date(inv.created_at).getTime();
    expect(settleIn).toBe(30 * 60_000);
    expect(new Date(inv.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await balanceOf(t, m.token)).toBe(40_000);
  });

  it.each([
    ['a hidden project', { hidden: true }, 5_000, 'project_id', 'This project is not open for investment.'],
    [
      'an amount below the minimum',
      { min_amount: 2_000 },
      1_999,
      'amount',
      "The amount is below this project's minimum of 20.00 CNY.",
    ],
    ['more than the balance', {}, 60_000, 'amount', 'The balance is not enough for this change.'],
  ])(
    'refuses %s with a field message and changes nothing',
    async (_, projectOverrides, amount, field, message) => {
      const p = await project(t, admin, projectOverrides);
      const m = await member(t, admin, 50_000);
      const res = await t.request({
        method: 'POST',
        url: '/api/member/investments',
        token: m.token,
        payload: { project_id: p.id, amount },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ [field]: [message] });
      expect(await balanceOf(t, m.token)).toBe(50_000);
      const list = await t.request({
        method: 'GET',
        url: `/api/investments?filter[user_id]=${m.id}`,
        token: admin,
      });
      expect(list.json().meta.total).toBe(0);
    },
  );

  it("words the minimum in the default currency's units, written the reader's way", async () => {
    const p = await project(t, admin, { min_amount: 1_234_500 });
    const m = await member(t, admin, 50_000);
    const res = await t.request({
      method: 'POST',
      url: '/api/member/investments',
      token: m.token,
      headers: { 'accept-language': 'vi-VN' },
      payload: { project_id: p.id, amount: 1_000 },
    });
    expect(res.json().errors).toEqual({
      amount: ['Số tiền thấp hơn mức tối thiểu 12.345,00 CNY của dự án.'],
    });
  });

  it('refuses more than the maximum times per member', async () => {
    const p = await project(t, admin, { max_times: 2 });
    const m = await member(t, admin, 50_000);
    const invest = () =>
      t.request({
        method: 'POST',
        url: '/api/member/investments',
        token: m.token,
        payload: { project_id: p.id, amount: 1_000 },
      });
    expect((await invest()).statusCode).toBe(201);
    expect((await invest()).statusCode).toBe(201);
    const third = await invest();
    expect(third.statusCode).toBe(422);
    expect(third.json().errors).toEqual({
      project_id: ["You have reached this project's limit of 2 investments."],
    });
    expect(await balanceOf(t, m.token)).toBe(48_000);
  });

  it.each([
    ['a fractional amount', { amount: 10.5 }, 'amount'],
    ['a negative amount', { amount: -100 }, 'amount'],
    ['an unsafe integer', { amount: 2 ** 53 + 2 }, 'amount'],
    ['a string amount', { amount: '1000' }, 'amount'],
    ['a missing project', { amount: 1000, project_id: undefined }, 'project_id'],
    ['an unknown project', { amount: 1000, project_id: 999_999 }, 'project_id'],
  ])('answers %s with 422 on the field', async (_, change, field) => {
    const p = await project(t, admin);
    const m = await member(t, admin, 50_000);
    const payload = { project_id: p.id, ...change };
    const res = await t.request({ method: 'POST', url: '/api/member/investments', token: m.token, payload });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(await balanceOf(t, m.token)).toBe(50_000);
  });
});

describe('withdrawals', () => {
  it('takes the amount at once and waits for review', async () => {
    const m = await member(t, admin, 30_000);
    const res = await t.request({
      method: 'POST',
      url: '/api/member/withdrawals',
      token: m.token,
      payload: {
        account_name: 'A Member',
        card_number: '6222 0000 1111',
        bank_name: 'Test Bank',
        amount: 10_000,
        pay_password: '246810',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'pending', amount: 10_000, reviewer: null });
    expect(await balanceOf(t, m.token)).toBe(20_000);
  });

  it('refuses a wrong pay password and too little balance, moving nothing', async () => {
    const m = await member(t, admin, 5_000);
    const body = {
      account_name: 'A Member',
      card_number: '6222000011',
      bank_name: 'Test Bank',
      amount: 1_000,
    };
    const wrong = await t.request({
      method: 'POST',
      url: '/api/member/withdrawals',
      token: m.token,
      payload: { ...body, pay_password: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ pay_password: ['The pay password is incorrect.'] });
    const tooMuch = await t.request({
      method: 'POST',
      url: '/api/member/withdrawals',
      token: m.token,
      payload: { ...body, amount: 5_001, pay_password: '246810' },
    });
    expect(tooMuch.json().errors).toEqual({ amount: ['The balance is not enough for this change.'] });
    expect(await balanceOf(t, m.token)).toBe(5_000);
    const list = await t.request({
      method: 'GET',
      url: `/api/withdrawals?filter[user_id]=${m.id}`,
      token: admin,
    });
    expect(list.json().data).toEqual([]);
  });
});
