import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

let serial = 0;

/** A member registered through the member API, topped up by an admin balance edit. */
export async function member(t: TestApp, adminToken: string, balance = 0) {
  serial += 1;
  const name = `member_${serial}_${Math.random().toString(36).slice(2, 8)}`;
  const res = await t.request({
    method: 'POST',
    url: '/api/member/register',
    payload: { name, password: 'member-pass-1', pay_password: '246810' },
    // Registration is rate-limited per address; test members arrive from many.
    remoteAddress: `10.200.${serial % 250}.${Math.floor(serial / 250) + 1}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  const token: string = res.json().token;
  const me = await t.request({ method: 'GET', url: '/api/member/me', token });
  const id: number = me.json().data.id;
  if (balance) await recharge(t, adminToken, id, balance);
  return { id, name, token };
}

/** An admin's balance edit (API.md); answers the raw response. */
export function editBalance(
  t: TestApp,
  adminToken: string,
  userId: number,
  amount: number,
  remarks: string,
  reason = 'other',
) {
  return t.request({
    method: 'POST',
    url: `/api/users/${userId}/balance`,
    token: adminToken,
    payload: { amount, reason, remarks },
  });
}

export async function recharge(
  t: TestApp,
  adminToken: string,
  userId: number,
  amount: number,
  remarks = 'top-up',
) {
  const res = await editBalance(t, adminToken, userId, amount, remarks);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

export async function category(t: TestApp, adminToken: string, name = 'Fixed income') {
  const res = await t.request({
    method: 'POST',
    url: '/api/project-categories',
    token: adminToken,
    payload: { name, sort: 1 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}

export async function project(t: TestApp, adminToken: string, overrides: Record<string, unknown> = {}) {
  const cat = await category(t, adminToken);
  const res = await t.request({
    method: 'POST',
    url: '/api/projects',
    token: adminToken,
    payload: {
      name: 'Steady 30',
      category_id: cat.id,
      min_amount: 1000,
      profit_percent: '12.5',
      period_minutes: 30,
      max_times: 0,
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; min_amount: number; category_id: number };
}

export async function balanceOf(t: TestApp, token: string): Promise<number> {
  return (await t.request({ method: 'GET', url: '/api/member/me', token })).json().data.balance;
}

/** A member invests `amount` in a project (the member API); answers the raw response. */
export function invest(t: TestApp, memberToken: string, projectId: number, amount: number) {
  return t.request({
    method: 'POST',
    url: '/api/member/investments',
    token: memberToken,
    payload: { project_id: projectId, amount },
  });
}

/** A member asks to withdraw `amount` (the member API); answers the raw response. */
export function askWithdrawal(t: TestApp, memberToken: string, amount: number) {
  return t.request({
    method: 'POST',
    url: '/api/member/withdrawals',
    token: memberToken,
    payload: {
      account_name: 'A',
      card_number: '622200001111',
      bank_name: 'B',
      amount,
      pay_password: '246810',
    },
  });
}
