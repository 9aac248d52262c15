import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { memberTokens } from '../src/db/schema/index.ts';
import { splitIdSecret } from '../src/crypto/secrets.ts';
import { auditTrail } from './audit-trail.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { askWithdrawal, member } from './money-helpers.ts';

let t: TestApp;
let other: Awaited<ReturnType<TestApp['sibling']>>;
let admin: string;
let audit: ReturnType<typeof auditTrail>;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.sibling();
  admin = await t.login();
  audit = auditTrail(t, admin);
});
afterAll(() => t.close());

const me = (token: string, server: Pick<TestApp, 'request'> = t) =>
  server.request({ method: 'GET', url: '/api/member/me', token });
const signIn = (name: string, password = 'member-pass-1') =>
  t.request({ method: 'POST', url: '/api/member/tokens', payload: { name, password } });
const putUser = (id: number, payload: object, token = admin) =>
  t.request({ method: 'PUT', url: `/api/users/${id}`, token, payload });

/** A member signed in twice (two devices), each token already answered by the other process. */
async function memberOnTwoDevices() {
  const m = await member(t, admin, 10_000);
  const second = (await signIn(m.name)).json().token as string;
  expect((await me(m.token, other)).statusCode).toBe(200);
  expect((await me(second, other)).statusCode).toBe(200);
  return { ...m, tokens: [m.token, second] };
}

const refusedEverywhere = async (tokens: string[]) => {
  for (const token of tokens) {
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(token, other)).statusCode).toBe(401);
  }
};

describe('POST /api/member/logout', () => {
  it('ends the token it is sent with in every process at once, and no other', async () => {
    const m = await memberOnTwoDevices();
    const res = await other.request({ method: 'POST', url: '/api/member/logout', token: m.tokens[0] });
    expect(res.statusCode).toBe(204);
    await refusedEverywhere([m.tokens[0]!]);
    expect((await me(m.tokens[1]!, other)).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/member/logout' })).statusCode).toBe(401);
  });
});

describe("staff's changes end a member's sessions", () => {
  it('a new password from staff ends every token of the member, and the new one signs in', async () => {
    const m = await memberOnTwoDevices();
    expect((await putUser(m.id, { password: 'new-member-pass' })).statusCode).toBe(200);
    await refusedEverywhere(m.tokens);
    expect((await signIn(m.name, 'new-member-pass')).statusCode).toBe(201);
  });

  it('a new pay password from staff ends them too; a nickname alone does not', async () => {
    const m = await memberOnTwoDevices();
    expect((await putUser(m.id, { nickname: 'Just a name' })).statusCode).toBe(200);
    expect((await me(m.tokens[0]!, other)).statusCode).toBe(200);
    expect((await putUser(m.id, { pay_password: '135790' })).statusCode).toBe(200);
    await refusedEverywhere(m.tokens);
  });

  it('POST /api/users/{id}/sign-out ends them all, recorded in the audit log', async () => {
    const m = await memberOnTwoDevices();
    const mark = await audit.mark();
    const res = await t.request({ method: 'POST', url: `/api/users/${m.id}/sign-out`, token: admin });
    expect(res.statusCode).toBe(204);
    await refusedEverywhere(m.tokens);
    expect(await audit.single(mark)).toMatchObject({ action: 'users.sign_out', target: `user:${m.id}` });
    expect((await signIn(m.name)).statusCode).toBe(201);
  });

  it('the sign-out asks for users.modify and a member that exists', async () => {
    const m = await member(t, admin);
    const reader = await signInWith(t, ['users.query']);
    const url = `/api/users/${m.id}/sign-out`;
    expect((await t.request({ method: 'POST', url })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url, token: reader.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url, token: m.token })).statusCode).toBe(401);
    const missing = await t.request({ method: 'POST', url: '/api/users/999999/sign-out', token: admin });
    expect(missing.statusCode).toBe(404);
    expect((await me(m.token)).statusCode).toBe(200);
  });
});

describe('a frozen member', () => {
  it('loses every session and cannot sign in, invest or withdraw; a pending withdrawal stays for review', async () => {
    const m = await memberOnTwoDevices();
    const pending = (await askWithdrawal(t, m.tokens[0]!, 3_000)).json().data;
    const mark = await audit.mark();
    const frozen = await putUser(m.id, { frozen: true });
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json().data.frozen).toBe(true);
    const row = await audit.single(mark);
    expect(row).toMatchObject({ action: 'users.update', target: `user:${m.id}` });
    expect(row.before).toMatchObject({ frozen: false });
    expect(row.after).toMatchObject({ frozen: true });

    await refusedEverywhere(m.tokens);
    const refused = await signIn(m.name);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      name: ['This account is frozen. Please contact customer service.'],
    });
    // A wrong password hears what anyone hears: a freeze is said only to whoever knows the password.
    expect((await signIn(m.name, 'wrong-password')).json().errors).toEqual({
      name: ['The name or password is incorrect.'],
    });

    const list = await t.request({
      method: 'GET',
      url: `/api/users?filter[keyword]=${m.name}`,
      token: admin,
    });
    expect(list.json().data[0]).toMatchObject({ id: m.id, frozen: true });
    const stillPending = await t.request({
      method: 'GET',
      url: `/api/withdrawals/${pending.id}`,
      token: admin,
    });
    expect(stillPending.json().data.status).toBe('pending');
    const review = await t.request({
      method: 'POST',
      url: `/api/withdrawals/${pending.id}/review`,
      token: admin,
      payload: { status: 'approved', comment: 'checked' },
    });
    expect(review.statusCode).toBe(200);

    expect((await putUser(m.id, { frozen: false })).json().data.frozen).toBe(false);
    const back = await signIn(m.name);
    expect(back.statusCode).toBe(201);
    expect((await askWithdrawal(t, back.json().token, 1_000)).statusCode).toBe(201);
  });

  it('a token issued as the freeze commits is refused all the same', async () => {
    const m = await member(t, admin);
    expect((await putUser(m.id, { frozen: true })).statusCode).toBe(200);
    // As if a sign-in had read the member just before the freeze and written its token just after.
    await t.database.db
      .update(memberTokens)
      .set({ revokedAt: null })
      .where(eq(memberTokens.id, splitIdSecret(m.token)!.id));
    expect((await me(m.token)).statusCode).toBe(401);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/member/investments',
          token: m.token,
          payload: { project_id: 1, amount: 100 },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('is frozen and unfrozen with users.modify alone', async () => {
    const m = await member(t, admin);
    const modifier = await signInWith(t, ['users.modify']);
    const reader = await signInWith(t, ['users.query']);
    expect((await putUser(m.id, { frozen: true }, reader.token)).statusCode).toBe(403);
    expect((await putUser(m.id, { frozen: true }, modifier.token)).statusCode).toBe(200);
    expect((await putUser(m.id, { frozen: false }, modifier.token)).statusCode).toBe(200);
    expect((await putUser(m.id, { frozen: 'yes' }, modifier.token)).statusCode).toBe(422);
  });
});

describe('member token lifetime', () => {
  const expiryOf = async (token: string) => {
    const [row] = await t.database.db
      .select({ createdAt: memberTokens.createdAt, expiresAt: memberTokens.expiresAt })
      .from(memberTokens)
      .where(eq(memberTokens.id, splitIdSecret(token)!.id));
    return row!.expiresAt.getTime() - row!.createdAt.getTime();
  };

  it('is 7 days by default, as MEMBER_TOKEN_TTL_DAYS says', async () => {
    const m = await member(t, admin);
    expect(Math.abs((await expiryOf(m.token)) - 7 * 24 * 3600_000)).toBeLessThan(60_000);
    expect((await expiryOf((await signIn(m.name)).json().token)) / 3600_000).toBeCloseTo(7 * 24, 1);
    expect(loadConfig({ MEMBER_TOKEN_TTL_DAYS: '3' }).memberTokenTtlMs).toBe(3 * 24 * 3600_000);
    expect(() => loadConfig({ MEMBER_TOKEN_TTL_DAYS: '0' })).toThrow(/MEMBER_TOKEN_TTL_DAYS/);
  });

  it('ends a token at its expiry', async () => {
    const m = await member(t, admin);
    await t.database.db
      .update(memberTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberTokens.id, splitIdSecret(m.token)!.id));
    expect((await me(m.token)).statusCode).toBe(401);
  });
});
