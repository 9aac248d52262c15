import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../src/db/schema/index.ts';
import { isSealed, secretBox } from '../src/crypto/secret-box.ts';
import { resealTwoFactorValues, twoFactorSecret } from '../src/modules/two-factor/service.ts';
import { createLimitedAdmin } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const code = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** An admin with two-factor enabled and confirmed; answers what a test needs to sign in. */
async function enrolledAdmin() {
  const admin = await createLimitedAdmin(t.database.db, []);
  const token = await t.login(admin.email, admin.password);
  const enable = await t.request({
    method: 'POST',
    url: '/user/two-factor-authentication',
    token,
    payload: { current_password: admin.password },
  });
  expect(enable.statusCode).toBe(204);
  const { secretKey } = (
    await t.request({ method: 'GET', url: '/user/two-factor-secret-key', token })
  ).json();
  const confirm = await t.request({
    method: 'POST',
    url: '/user/confirmed-two-factor-authentication',
    token,
    payload: { code: await code(secretKey) },
  });
  expect(confirm.statusCode).toBe(204);
  return { ...admin, token, secret: secretKey as string };
}

const passwordStep = (email: string, password: string) =>
  t.request({
    method: 'POST',
    url: '/api/tokens',
    payload: { auth_type: 'admin', admin: { email, password } },
  });
const codeStep = (admin: Record<string, string>) =>
  t.request({ method: 'POST', url: '/api/tokens', payload: { auth_type: 'admin', admin } });

describe('enrolment', () => {
  it('needs the current password to begin', async () => {
    const token = await t.login();
    const res = await t.request({
      method: 'POST',
      url: '/user/two-factor-authentication',
      token,
      payload: { current_password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
  });

  it('offers a QR code, the secret and eight recovery codes, and turns on only with a right code', async () => {
    const admin = await createLimitedAdmin(t.database.db, []);
    const token = await t.login(admin.email, admin.password);
    await t.request({
      method: 'POST',
      url: '/user/two-factor-authentication',
      token,
      payload: { current_password: admin.password },
    });

    const qr = (await t.request({ method: 'GET', url: '/user/two-factor-qr-code', token })).json();
    expect(qr.svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(qr.url).toMatch(
      new RegExp(`^otpauth://totp/.+${encodeURIComponent(admin.email).replace(/%40/, '(@|%40)')}`),
    );
    const { secretKey } = (
      await t.request({ method: 'GET', url: '/user/two-factor-secret-key', token })
    ).json();
    expect(secretKey).toMatch(/^[A-Z2-7]{16,}$/);
    const codes = (await t.request({ method: 'GET', url: '/user/two-factor-recovery-codes', token })).json();
    expect(codes).toHaveLength(8);
    for (const c of codes) expect(c).toMatch(/^[A-Za-z0-9]{10}-[A-Za-z0-9]{10}$/);

    // Not confirmed yet: sign-in still takes the password alone, and /me says it is off.
    expect((await passwordStep(admin.email, admin.password)).statusCode).toBe(201);
    const wrong = await t.request({
      method: 'POST',
      url: '/user/confirmed-two-factor-authentication',
      token,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      code: ['The provided two-factor authentication code was invalid.'],
    });
    const malformed = await t.request({
      method: 'POST',
      url: '/user/confirmed-two-factor-authentication',
      token,
      payload: { code: '12ab' },
    });
    expect(malformed.json().errors).toEqual({ code: ['The code is 6 digits'] });

    const ok = await t.request({
      method: 'POST',
      url: '/user/confirmed-two-factor-authentication',
      token,
      payload: { code: await code(secretKey) },
    });
    expect(ok.statusCode).toBe(204);
    expect(
      (await t.request({ method: 'GET', url: '/api/admins/me', token })).json().data.two_factor_enabled,
    ).toBe(true);
  });

  it('refuses to start over while two-factor is on (409)', async () => {
    const admin = await enrolledAdmin();
    const res = await t.request({
      method: 'POST',
      url: '/user/two-factor-authentication',
      token: admin.token,
      payload: { current_password: admin.password },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Two-factor authentication is already enabled; disable it first.',
    });
  });
});

describe('sign-in with a second factor', () => {
  it('issues no token before the code, and one after it', async () => {
    const admin = await enrolledAdmin();
    const first = await passwordStep(admin.email, admin.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ two_factor: true, challenge: expect.stringMatching(/^\d+\|/) });
    expect(first.json().token).toBeUndefined();

    const second = await codeStep({ challenge: first.json().challenge, code: await code(admin.secret, 1) });
    expect(second.statusCode).toBe(201);
    expect(second.json().token).toMatch(/^\d+\|/);
    // The challenge is spent.
    const again = await codeStep({ challenge: first.json().challenge, code: await code(admin.secret, 1) });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      'admin.challenge': ['This sign-in step has expired. Please sign in again.'],
    });
  });

  it('never accepts the same code twice', async () => {
    const admin = await enrolledAdmin();
    // The code that confirmed enrolment was accepted once already.
    const { challenge } = (await passwordStep(admin.email, admin.password)).json();
    const replay = await codeStep({ challenge, code: await code(admin.secret) });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({
      'admin.code': ['The provided two-factor authentication code was invalid.'],
    });
  });

  it('accepts a recovery code once and replaces it', async () => {
    const admin = await enrolledAdmin();
    const before: string[] = (
      await t.request({ method: 'GET', url: '/user/two-factor-recovery-codes', token: admin.token })
    ).json();
    const { challenge } = (await passwordStep(admin.email, admin.password)).json();
    const res = await codeStep({ challenge, recovery_code: before[3]! });
    expect(res.statusCode).toBe(201);
    const after: string[] = (
      await t.request({ method: 'GET', url: '/user/two-factor-recovery-codes', token: admin.token })
    ).json();
    expect(after).toHaveLength(8);
    expect(after).not.toContain(before[3]);
    expect(after.filter((c) => before.includes(c))).toHaveLength(7);

    const reuse = await codeStep({
      challenge: (await passwordStep(admin.email, admin.password)).json().challenge,
      recovery_code: before[3]!,
    });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().errors).toEqual({
      'admin.recovery_code': ['The provided two-factor recovery code was invalid.'],
    });
  });

  it('allows five wrong codes a minute, then answers 429', async () => {
    const admin = await enrolledAdmin();
    const { challenge } = (await passwordStep(admin.email, admin.password)).json();
    for (let i = 0; i < 5; i++) expect((await codeStep({ challenge, code: '000000' })).statusCode).toBe(422);
    const sixth = await codeStep({ challenge, code: await code(admin.secret, 1) });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // On the code's own field, where the sign-in form shows a wrong code.
    expect(Object.keys(sixth.json().errors)).toEqual(['admin.code']);
  });
});

describe('storage', () => {
  const stored = async (id: number) =>
    (await t.database.db.select().from(admins).where(eq(admins.id, id)))[0]!;
  const codesOf = async (token: string): Promise<string[]> =>
    (await t.request({ method: 'GET', url: '/user/two-factor-recovery-codes', token })).json();

  it('keeps the secret and the recovery codes sealed in the database', async () => {
    const admin = await enrolledAdmin();
    const row = await stored(admin.admin.id);
    expect(isSealed(row.twoFactorSecret!)).toBe(true);
    expect(row.twoFactorSecret).not.toContain(admin.secret);
    expect(isSealed(row.twoFactorRecoveryCodes!)).toBe(true);
    for (const recovery of await codesOf(admin.token))
      expect(row.twoFactorRecoveryCodes).not.toContain(recovery);
  });

  it('refuses a sealed value moved to another admin', async () => {
    const [first, second] = [await enrolledAdmin(), await enrolledAdmin()];
    const moved = (await stored(first.admin.id)).twoFactorSecret;
    await t.database.db.update(admins).set({ twoFactorSecret: moved }).where(eq(admins.id, second.admin.id));
    const { challenge } = (await passwordStep(second.email, second.password)).json();
    const res = await codeStep({ challenge, code: await code(first.secret, 1) });
    expect(res.statusCode).toBe(500);
    expect(res.json().token).toBeUndefined();
  });

  it('seals values stored in plain text once, and they go on working', async () => {
    const admin = await enrolledAdmin();
    const codes = await codesOf(admin.token);
    // As the server stored them before sealing.
    await t.database.db
      .update(admins)
      .set({ twoFactorSecret: admin.secret, twoFactorRecoveryCodes: JSON.stringify(codes) })
      .where(eq(admins.id, admin.admin.id));

    const first = await resealTwoFactorValues(t.database.db, t.app.secretBox);
    expect(first.resealed).toBeGreaterThanOrEqual(1);
    expect(first.unreadable).not.toContain(admin.admin.id);
    expect(await resealTwoFactorValues(t.database.db, t.app.secretBox)).toMatchObject({ resealed: 0 });
    const row = await stored(admin.admin.id);
    expect(isSealed(row.twoFactorSecret!) && isSealed(row.twoFactorRecoveryCodes!)).toBe(true);

    expect(await codesOf(admin.token)).toEqual(codes);
    const byCode = await codeStep({
      challenge: (await passwordStep(admin.email, admin.password)).json().challenge,
      code: await code(admin.secret, 1),
    });
    expect(byCode.statusCode).toBe(201);
    const byRecovery = await codeStep({
      challenge: (await passwordStep(admin.email, admin.password)).json().challenge,
      recovery_code: codes[0]!,
    });
    expect(byRecovery.statusCode).toBe(201);
  });
});

describe('a changed key', () => {
  const stored = async (id: number) =>
    (await t.database.db.select().from(admins).where(eq(admins.id, id)))[0]!;

  it('reads values sealed under the previous key, seals them under the new one, and leaves unknown ones', async () => {
    const admin = await enrolledAdmin();
    const stranger = await enrolledAdmin();
    const before = await stored(admin.admin.id);
    // The stranger's secret, sealed under a key nobody has any more.
    const lost = secretBox(randomBytes(32));
    await t.database.db
      .update(admins)
      .set({ twoFactorSecret: lost.seal(stranger.secret, `admin:${stranger.admin.id}:two-factor-secret`) })
      .where(eq(admins.id, stranger.admin.id));
    const strangerBefore = (await stored(stranger.admin.id)).twoFactorSecret;

    const newKey = randomBytes(32);
    const rotated = secretBox(newKey, [t.config.appKey!]);
    expect(await twoFactorSecret(t.database.db, rotated, admin.admin.id)).toBe(admin.secret);
    const result = await resealTwoFactorValues(t.database.db, rotated);
    expect(result.unreadable).toContain(stranger.admin.id);
    expect(result.unreadable).not.toContain(admin.admin.id);

    const after = await stored(admin.admin.id);
    expect(after.twoFactorSecret).not.toBe(before.twoFactorSecret);
    expect(after.twoFactorRecoveryCodes).not.toBe(before.twoFactorRecoveryCodes);
    // The new key alone opens them now; the old one no longer does.
    expect(await twoFactorSecret(t.database.db, secretBox(newKey), admin.admin.id)).toBe(admin.secret);
    await expect(twoFactorSecret(t.database.db, t.app.secretBox, admin.admin.id)).rejects.toThrow();
    expect((await stored(stranger.admin.id)).twoFactorSecret).toBe(strangerBefore);
  });
});

describe('recovery codes and turning off', () => {
  it('makes a fresh set of recovery codes', async () => {
    const admin = await enrolledAdmin();
    const get = () =>
      t.request({ method: 'GET', url: '/user/two-factor-recovery-codes', token: admin.token });
    const before = (await get()).json();
    expect(
      (await t.request({ method: 'POST', url: '/user/two-factor-recovery-codes', token: admin.token }))
        .statusCode,
    ).toBe(204);
    const after = (await get()).json();
    expect(after).toHaveLength(8);
    expect(after.filter((c: string) => before.includes(c))).toEqual([]);
  });

  it('turns off with the current password, after which the password alone signs in', async () => {
    const admin = await enrolledAdmin();
    const off = await t.request({
      method: 'DELETE',
      url: '/user/two-factor-authentication',
      token: admin.token,
      payload: { current_password: admin.password },
    });
    expect(off.statusCode).toBe(204);
    expect((await passwordStep(admin.email, admin.password)).statusCode).toBe(201);
    expect(
      (await t.request({ method: 'GET', url: '/user/two-factor-secret-key', token: admin.token })).statusCode,
    ).toBe(404);
  });

  it('keeps every two-factor route closed to a caller without a token', async () => {
    for (const [method, url] of [
      ['GET', '/user/two-factor-qr-code'],
      ['GET', '/user/two-factor-secret-key'],
      ['GET', '/user/two-factor-recovery-codes'],
      ['POST', '/user/two-factor-recovery-codes'],
    ] as const) {
      expect((await t.request({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('audit', () => {
  it('records each change of an admin two-factor state', async () => {
    const admin = await enrolledAdmin();
    await t.request({ method: 'POST', url: '/user/two-factor-recovery-codes', token: admin.token });
    await t.request({
      method: 'DELETE',
      url: '/user/two-factor-authentication',
      token: admin.token,
      payload: { current_password: admin.password },
    });
    const res = await t.request({
      method: 'GET',
      url: `/api/audit-logs?filter[admin_id]=${admin.admin.id}&sort=id`,
      token: await t.login(),
    });
    const actions = res.json().data.map((r: { action: string }) => r.action);
    expect(actions.filter((a: string) => a.startsWith('two-factor.'))).toEqual([
      'two-factor.enable',
      'two-factor.confirm',
      'two-factor.recovery-codes',
      'two-factor.disable',
    ]);
    expect(res.body).not.toContain(admin.secret);
  });
});
