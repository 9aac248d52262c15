import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseThrottle, redisThrottle, type LoginThrottle } from '../src/modules/auth/login-throttle.ts';
import { createTestApp, type TestApp } from './harness.ts';

// A burst of refused sign-ins gives back, all at once, what each took on the account and address keys. Every
// give-back must land: one lost leaves the account counted for a guess never checked, and enough of them
// lock out its owner.
const TAKEN = 20;
const GIVEN_BACK = 15;

let t: TestApp;
let redis: Redis | undefined;
beforeAll(async () => {
  t = await createTestApp();
  if (process.env.TEST_REDIS_URL) redis = new Redis(process.env.TEST_REDIS_URL);
});
afterAll(async () => {
  redis?.disconnect();
  await t?.close();
});

const throttles: [string, () => LoginThrottle | undefined][] = [
  ['in the database', () => databaseThrottle(t.database.db)],
  ['in Redis', () => (redis ? redisThrottle(redis, `test-${randomBytes(6).toString('hex')}:`) : undefined)],
];

describe.each(throttles)('the sign-in count %s', (_where, make) => {
  it('keeps every one of 15 parallel give-backs of 20 attempts taken', async (context) => {
    const throttle = make();
    if (!throttle) return context.skip();
    const key = `account|${randomBytes(6).toString('hex')}`;
    for (let i = 0; i < TAKEN; i++) expect(await throttle.take(key, TAKEN)).toBe(0);
    await Promise.all(Array.from({ length: GIVEN_BACK }, () => throttle.giveBack(key)));
    const left = TAKEN - GIVEN_BACK;
    // Exactly `left` attempts are still counted: a limit one above lets one more in, then refuses.
    expect(await throttle.take(key, left + 1)).toBe(0);
    expect(await throttle.take(key, left + 1)).toBeGreaterThan(0);
  });
});
