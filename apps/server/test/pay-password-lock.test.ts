import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listen, type Signal } from '../src/core/signals.ts';
import { auditTrail } from './audit-trail.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { balanceOf, member } from './money-helpers.ts';

// Counts every password check the server makes, so a test can tell a checked guess from one held back; the
// next `hold` checks stay under way until `held` are called, as checks of a stalled or killed process would.
const checks = vi.hoisted(() => ({ count: 0, hold: 0, held: [] as (() => void)[] }));
vi.mock('../src/crypto/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/crypto/passwords.ts')>();
  return {
    ...original,
    verifyPassword: async (...args: Parameters<typeof original.verifyPassword>) => {
      checks.count += 1;
      if (checks.hold > 0) {
        checks.hold -= 1;
        await new Promise<void>((resolve) => checks.held.push(resolve));
      }
      return original.verifyPassword(...args);
    },
  };
});

const PAY_PASSWORD = '246810'; // money-helpers' members
const LOCKED =
  'The pay password is locked after 5 wrong attempts. Please contact customer service to unlock it.';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());
beforeEach(() => {
  checks.count = 0;
  checks.hold = 0;
  checks.held = [];
});

const withdraw = (token: string, payPassword: string, language = 'en-US') =>
  t.request({
    method: 'POST',
    url: '/api/member/withdrawals',
    token,
    headers: { 'accept-language': language },
    payload: {
      account_name: 'A Member',
      card_number: '622200001111',
      bank_name: 'Test Bank',
      amount: 1_000,
      pay_password: payPassword,
    },
  });
const errorsOf = (res: { json(): { errors?: Record<string, string[]> } }) => res.json().errors;
const lockedOf = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/users/${id}`, token: admin })).json().data.pay_password_locked;
const unlock = (id: number, token = admin) =>
  t.request({ method: 'POST', url: `/api/users/${id}/pay-password/unlock`, token });
/** Staff set a member's pay password anew. */
const newPayPassword = (id: number) =>
  t.request({ method: 'PUT', url: `/api/users/${id}`, token: admin, payload: { pay_password: '135790' } });

describe('pay password lock', () => {
  it('refuses the 6th pay password even when right, until staff unlock it', async () => {
    const m = await member(t, admin, 10_000);
    for (let i = 0; i < 4; i++) {
      const wrong = await withdraw(m.token, '975310');
      expect(wrong.statusCode).toBe(422);
      expect(errorsOf(wrong)).toEqual({ pay_password: ['The pay password is incorrect.'] });
    }
    // The 5th wrong one locks, and says so.
    expect(errorsOf(await withdraw(m.token, '975310'))).toEqual({ pay_password: [LOCKED] });
    checks.count = 0;
    const right = await withdraw(m.token, PAY_PASSWORD, 'zh-CN');
    expect(right.statusCode).toBe(422);
    expect(errorsOf(right)).toEqual({ pay_password: ['支付密码连续输错 5 次，已被锁定。请联系客服解锁。'] });
    expect(checks.count, 'a locked pay password is not checked').toBe(0);
    expect(await balanceOf(t, m.token)).toBe(10_000);
    expect(await lockedOf(m.id)).toBe(true);

    const trail = auditTrail(t, admin);
    const mark = await trail.mark();
    expect((await unlock(m.id)).statusCode).toBe(204);
    expect(await trail.single(mark)).toMatchObject({
      action: 'users.pay_password_unlock',
      target: `user:${m.id}`,
      before: { pay_password_failures: 5 },
      after: { pay_password_failures: 0 },
    });
    expect(await lockedOf(m.id)).toBe(false);
    expect((await withdraw(m.token, PAY_PASSWORD)).statusCode).toBe(201);
    expect(await balanceOf(t, m.token)).toBe(9_000);
  });

  it('counts wrong ones in a row only: a right one starts the count again', async () => {
    const m = await member(t, admin, 10_000);
    for (let i = 0; i < 4; i++) await withdraw(m.token, '975310');
    expect((await withdraw(m.token, PAY_PASSWORD)).statusCode).toBe(201);
    for (let i = 0; i < 4; i++)
      expect(errorsOf(await withdraw(m.token, '975310'))?.pay_password).toHaveLength(1);
    expect(await lockedOf(m.id)).toBe(false);
  });

  it('checks at most 5 of 60 parallel wrong pay passwords, and the right one among them moves nothing', async () => {
    const m = await member(t, admin, 10_000);
    checks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => withdraw(m.token, i === 35 ? PAY_PASSWORD : '975310')),
    );
    expect(checks.count).toBe(5);
    expect(answers.every((a) => a.statusCode === 422)).toBe(true);
    expect(errorsOf(answers[35]!)).toEqual({ pay_password: [LOCKED] });
    expect(await balanceOf(t, m.token)).toBe(10_000);
    expect(await lockedOf(m.id)).toBe(true);
  });

  it('refuses none of 60 parallel withdrawals with the right pay password as locked', async () => {
    const m = await member(t, admin, 100_000);
    const answers = await Promise.all(Array.from({ length: 60 }, () => withdraw(m.token, PAY_PASSWORD)));
    expect(answers.map((a) => `${a.statusCode} ${a.statusCode === 201 ? '' : a.body}`)).toEqual(
      Array.from({ length: 60 }, () => '201 '),
    );
    expect(await balanceOf(t, m.token)).toBe(100_000 - 60 * 1_000);
    expect(await lockedOf(m.id)).toBe(false);
  });

  it('unlocks with a new pay password set by staff too', async () => {
    const m = await member(t, admin, 10_000);
    for (let i = 0; i < 5; i++) await withdraw(m.token, '975310');
    const changed = await newPayPassword(m.id);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.pay_password_locked).toBe(false);
  });

  it('is unlocked by holders of users.password only, and only for a member that exists', async () => {
    const m = await member(t, admin);
    const modifier = await signInWith(t, ['users.query', 'users.modify']);
    expect((await unlock(m.id, modifier.token)).statusCode).toBe(403);
    const keeper = await signInWith(t, ['users.password']);
    expect((await unlock(m.id, keeper.token)).statusCode).toBe(204);
    expect((await unlock(999_999)).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: `/api/users/${m.id}/pay-password/unlock` })).statusCode,
    ).toBe(401);
  });
});

describe('pay password checks under way', () => {
  const WRONG = '975310';
  const BUSY = 'Your pay password is being checked for other requests. Please try again in 1s.';
  /** Sends the requests, and once each has reached its check, which stays under way, the awaited answers. */
  const underWay = async (...requests: (() => ReturnType<typeof withdraw>)[]) => {
    checks.hold = requests.length;
    const answers = Promise.all(requests.map((request) => request()));
    await vi.waitFor(() => expect(checks.held).toHaveLength(requests.length));
    return { answered: () => answers };
  };
  const release = () => checks.held.forEach((end) => end());
  // A process killed mid-check leaves no other trace, and the database's clock cannot be moved on.
  const lastCheckStarted = (id: number, secondsAgo: number) =>
    t.database.db.execute(
      sql`update users set pay_password_check_started_at = now() - make_interval(secs => ${secondsAgo}) where id = ${id}`,
    );
  /** Unlocks the pay password, answering how many wrong ones in a row staff saw it had. */
  const failuresUnlocked = async (id: number) => {
    const trail = auditTrail(t, admin);
    const mark = await trail.mark();
    await unlock(id);
    return ((await trail.single(mark)).before as { pay_password_failures: number }).pay_password_failures;
  };

  it('stop counting once none has started for a minute, and those still alive then may not answer', async () => {
    const m = await member(t, admin, 10_000);
    const stalled = await underWay(...Array.from({ length: 5 }, () => () => withdraw(m.token, PAY_PASSWORD)));
    let answered = false;
    const waiting = withdraw(m.token, PAY_PASSWORD).finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await lastCheckStarted(m.id, 50);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered, 'checks under way for less than a minute still count').toBe(false);
    expect(checks.count).toBe(5);

    await lastCheckStarted(m.id, 61);
    const res = await waiting;
    expect(res.statusCode, res.body).toBe(201);
    const refused: Signal[] = [];
    const stopListening = listen((signal) => signal.type === 'throttle.refused' && refused.push(signal));
    release();
    const late = await stalled.answered();
    stopListening();
    expect(late.map((a) => a.statusCode)).toEqual([429, 429, 429, 429, 429]);
    // Each late answer is a refusal of the limit, as the operator's throttle metric counts them.
    expect(refused).toEqual(
      Array.from({ length: 5 }, () => ({ type: 'throttle.refused', kind: 'pay_password' })),
    );
    expect(errorsOf(late[0]!)).toEqual({ pay_password: [BUSY] });
    expect(await balanceOf(t, m.token)).toBe(9_000);
  });

  it('give parallel wrong guesses at most 5 answers when they stop counting', async () => {
    const m = await member(t, admin, 10_000);
    const stalled = await underWay(...Array.from({ length: 5 }, () => () => withdraw(m.token, WRONG)));
    await lastCheckStarted(m.id, 61);
    const answers = await Promise.all(Array.from({ length: 60 }, () => withdraw(m.token, WRONG)));
    expect(checks.count).toBe(10);
    expect(answers.every((a) => a.statusCode === 422)).toBe(true);
    release();
    expect((await stalled.answered()).map((a) => a.statusCode)).toEqual([429, 429, 429, 429, 429]);
    expect(await lockedOf(m.id)).toBe(true);
    expect(await failuresUnlocked(m.id)).toBe(5);
  });

  it('may not answer once staff unlock the pay password, which frees the member at once', async () => {
    const m = await member(t, admin, 10_000);
    const stalled = await underWay(
      ...Array.from({ length: 4 }, () => () => withdraw(m.token, PAY_PASSWORD)),
      () => withdraw(m.token, WRONG),
    );
    expect((await unlock(m.id)).statusCode).toBe(204);
    expect((await withdraw(m.token, PAY_PASSWORD)).statusCode).toBe(201);
    expect(checks.count).toBe(6);
    release();
    expect((await stalled.answered()).map((a) => a.statusCode)).toEqual([429, 429, 429, 429, 429]);
    expect(await balanceOf(t, m.token)).toBe(9_000);
    expect(await failuresUnlocked(m.id)).toBe(0);
  });

  it('may not answer with the old pay password once staff set a new one', async () => {
    const m = await member(t, admin, 10_000);
    const stalled = await underWay(() => withdraw(m.token, PAY_PASSWORD));
    const changed = await newPayPassword(m.id);
    expect(changed.statusCode, changed.body).toBe(200);
    release();
    expect((await stalled.answered()).map((a) => a.statusCode)).toEqual([429]);
    const detail = await t.request({ method: 'GET', url: `/api/users/${m.id}`, token: admin });
    expect(detail.json().data.balance).toBe(10_000);
  });
});

describe('the OpenAPI document', () => {
  it('names the unlock, who may call it, and the locked answer of a withdrawal', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const unlockOperation = doc.paths['/api/users/{id}/pay-password/unlock'].post;
    expect(unlockOperation.summary).toBe("Unlock a member's pay password after 5 wrong ones in a row");
    expect(unlockOperation['x-access']).toEqual(['users.password']);
    expect(doc.paths['/api/member/withdrawals'].post.description).toMatch(/after 5 wrong ones in a row/);
    const detail = doc.paths['/api/users/{id}'].get.responses['200'].content['application/json'].schema;
    expect(detail.properties.data.properties.pay_password_locked.type).toBe('boolean');
  });
});

describe('weak pay passwords', () => {
  const register = (payPassword: string, language = 'en-US') =>
    t.request({
      method: 'POST',
      url: '/api/member/register',
      headers: { 'accept-language': language },
      remoteAddress: '10.62.0.1',
      payload: {
        name: `weak_${Math.random().toString(36).slice(2, 8)}`,
        password: 'member-pass-1',
        pay_password: payPassword,
      },
    });

  it.each(['000000', '111111', '123456', '654321', '890123', '123123', '520131'])(
    'refuses %s at registration',
    async (payPassword) => {
      const res = await register(payPassword);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(errorsOf(res)!)).toEqual(['pay_password']);
    },
  );

  it('says why, in the reader language, at registration and on a staff change', async () => {
    const zh = await register('222222', 'zh-CN');
    expect(errorsOf(zh)).toEqual({
      pay_password: ['支付密码太容易被猜到：请勿使用同一数字重复、123456 这类连续数字或常见密码'],
    });
    const m = await member(t, admin);
    const change = await t.request({
      method: 'PUT',
      url: `/api/users/${m.id}`,
      token: admin,
      payload: { pay_password: '987654' },
    });
    expect(change.statusCode).toBe(422);
    expect(errorsOf(change)).toEqual({
      pay_password: [
        'The pay password is too easy to guess: avoid one repeated digit, runs such as 123456 and common PINs',
      ],
    });
    expect((await register('902817')).statusCode).toBe(201);
  });
});
