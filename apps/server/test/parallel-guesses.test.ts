import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '../src/config.ts';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT } from '../src/modules/auth/sign-in-throttle.ts';
import { createLimitedAdmin } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { member } from './money-helpers.ts';

// DESIGN.md §5: every limited attempt is counted before its secret is checked, so a burst of parallel
// guesses gets exactly the limit. A guess that was checked answers 422; one held back answers 429.
const BURST = 60;
const LIMIT = 5;

// Counts the secret checks the server makes. A code check also takes a moment, as a password's does, so
// that guesses arriving together are all in flight while the first ones are checked.
const checks = vi.hoisted(() => ({ passwords: 0, codes: 0 }));
vi.mock('../src/crypto/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/crypto/passwords.ts')>();
  return {
    ...original,
    verifyPassword: (...args: Parameters<typeof original.verifyPassword>) => {
      checks.passwords += 1;
      return original.verifyPassword(...args);
    },
  };
});
vi.mock('otplib', async (importOriginal) => {
  const original = await importOriginal<typeof import('otplib')>();
  return {
    ...original,
    verify: async (...args: Parameters<typeof original.verify>) => {
      checks.codes += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return original.verify(...args);
    },
  };
});
beforeEach(() => {
  checks.passwords = 0;
  checks.codes = 0;
});

const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode);
const checked = (answers: LightMyRequestResponse[]) => statuses(answers).filter((s) => s === 422).length;

const counters: [string, Partial<Config> | null][] = [
  ['in the database', {}],
  [
    'in Redis',
    process.env.TEST_REDIS_URL
      ? // Each app its own keys: the same test runs at once on both databases against one Redis.
        { redisUrl: process.env.TEST_REDIS_URL, redisPrefix: `test-${randomBytes(6).toString('hex')}:` }
      : null,
  ],
];

describe.each(counters)('parallel guesses counted %s', (_where, config) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    if (!config) return;
    t = await createTestApp({ config });
    admin = await t.login();
  });
  afterAll(() => t?.close());

  it.runIf(config)(
    'checks at most 5 of 60 parallel wrong admin passwords, and the right one among them gets no token',
    async () => {
      const { email, password } = await createLimitedAdmin(t.database.db, []);
      const ip = '10.61.0.1';
      checks.passwords = 0;
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          t.request({
            method: 'POST',
            url: '/api/tokens',
            remoteAddress: ip,
            payload: {
              auth_type: 'admin',
              admin: { email, password: i === 35 ? password : 'wrong-password' },
            },
          }),
        ),
      );
      expect(checked(answers)).toBe(LIMIT);
      expect(checks.passwords).toBe(LIMIT);
      expect(statuses(answers).filter((s) => s === 429)).toHaveLength(BURST - LIMIT);
      expect(answers[35]!.statusCode).toBe(429);
      expect(answers[35]!.json().token).toBeUndefined();
      expect(Number(answers[35]!.headers['retry-after'])).toBeGreaterThan(0);
    },
  );

  it.runIf(config?.redisUrl)('holds the limit across two server processes sharing Redis', async () => {
    const other = await createTestApp({ config: config! });
    try {
      const ip = '10.61.0.4';
      const guess = (server: TestApp) =>
        server.request({
          method: 'POST',
          url: '/api/tokens',
          remoteAddress: ip,
          payload: { auth_type: 'admin', admin: { email: 'nobody@example.com', password: 'wrong-password' } },
        });
      checks.passwords = 0;
      const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => guess(i % 2 ? t : other)));
      expect(checked(answers)).toBe(LIMIT);
      expect(checks.passwords).toBe(LIMIT);
    } finally {
      await other.close();
    }
  });

  it.runIf(config)(
    'checks at most 5 of 60 parallel wrong member passwords, and the right one among them gets no token',
    async () => {
      const m = await member(t, admin);
      const ip = '10.61.0.2';
      checks.passwords = 0;
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          t.request({
            method: 'POST',
            url: '/api/member/tokens',
            remoteAddress: ip,
            payload: { name: m.name, password: i === 35 ? 'member-pass-1' : 'wrong-password' },
          }),
        ),
      );
      expect(checked(answers)).toBe(LIMIT);
      expect(checks.passwords).toBe(LIMIT);
      expect(answers[35]!.statusCode).toBe(429);
      expect(answers[35]!.json().token).toBeUndefined();
      // A right password within the limit clears the count.
      const other = '10.61.0.3';
      const signIn = (password: string) =>
        t.request({
          method: 'POST',
          url: '/api/member/tokens',
          remoteAddress: other,
          payload: { name: m.name, password },
        });
      for (let i = 0; i < LIMIT - 1; i++) expect((await signIn('wrong-password')).statusCode).toBe(422);
      expect((await signIn('member-pass-1')).statusCode).toBe(201);
      for (let i = 0; i < LIMIT; i++) expect((await signIn('wrong-password')).statusCode).toBe(422);
      expect((await signIn('member-pass-1')).statusCode).toBe(429);
    },
  );

  const adminGuess = (email: string, password: string, ip: string) =>
    t.request({
      method: 'POST',
      url: '/api/tokens',
      remoteAddress: ip,
      payload: { auth_type: 'admin', admin: { email, password } },
    });

  it.runIf(config)(
    'holds one account to 20 wrong passwords a minute, from however many addresses',
    async () => {
      const { email } = await createLimitedAdmin(t.database.db, []);
      checks.passwords = 0;
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => adminGuess(email, 'wrong-password', `10.62.${i}.1`)),
      );
      expect(checked(answers)).toBe(ACCOUNT_LIMIT);
      expect(checks.passwords).toBe(ACCOUNT_LIMIT);
      expect(statuses(answers).filter((s) => s === 429)).toHaveLength(30 - ACCOUNT_LIMIT);
    },
  );

  it.runIf(config)(
    'holds one address to 30 wrong passwords a minute, over however many accounts',
    async () => {
      checks.passwords = 0;
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          adminGuess(`nobody-${i}@example.com`, 'wrong-password', '10.63.0.1'),
        ),
      );
      expect(checked(answers)).toBe(ADDRESS_LIMIT);
      expect(checks.passwords).toBe(ADDRESS_LIMIT);
    },
  );

  it.runIf(config)(
    'lets an office behind one address sign in again and again: a right password gives its count back',
    async () => {
      const { email, password } = await createLimitedAdmin(t.database.db, []);
      for (let i = 0; i < ADDRESS_LIMIT + 5; i++)
        expect((await adminGuess(email, password, '10.64.0.1')).statusCode).toBe(201);
    },
  );

  it.runIf(config)('checks at most 5 of 60 parallel wrong second-factor codes', async () => {
    const enrolled = await createLimitedAdmin(t.database.db, []);
    const token = await t.login(enrolled.email, enrolled.password);
    await t.request({
      method: 'POST',
      url: '/user/two-factor-authentication',
      token,
      payload: { current_password: enrolled.password },
    });
    const { secretKey } = (
      await t.request({ method: 'GET', url: '/user/two-factor-secret-key', token })
    ).json();
    const code = (stepsAhead: number) =>
      generate({ secret: secretKey, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
    const confirmed = await t.request({
      method: 'POST',
      url: '/user/confirmed-two-factor-authentication',
      token,
      payload: { code: await code(0) },
    });
    expect(confirmed.statusCode).toBe(204);

    const first = await t.request({
      method: 'POST',
      url: '/api/tokens',
      payload: { auth_type: 'admin', admin: { email: enrolled.email, password: enrolled.password } },
    });
    const { challenge } = first.json();
    const right = await code(1);
    checks.codes = 0;
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        t.request({
          method: 'POST',
          url: '/api/tokens',
          payload: { auth_type: 'admin', admin: { challenge, code: i === 35 ? right : '000000' } },
        }),
      ),
    );
    expect(checked(answers)).toBe(LIMIT);
    expect(checks.codes).toBe(LIMIT);
    expect(answers[35]!.statusCode).toBe(429);
    expect(answers[35]!.json().token).toBeUndefined();
  });
});
