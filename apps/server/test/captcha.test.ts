import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN } from '../src/seed/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let nextAnswer = 'ab12';
beforeAll(async () => {
  t = await createTestApp({
    config: { captcha: true },
    captchaDrawer: () => ({
      text: nextAnswer,
      svg: `<svg xmlns="http://www.w3.org/2000/svg"><text>${nextAnswer}</text></svg>`,
    }),
  });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function captcha() {
  const res = await t.request({ method: 'GET', url: '/api/captcha' });
  expect(res.statusCode).toBe(200);
  return res.json().data as { key: string; image: string; enabled: boolean };
}

const login = (admin: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/tokens',
    payload: { auth_type: 'admin', admin },
    remoteAddress: '10.3.3.3',
  });

describe('GET /api/captcha', () => {
  it('answers a key and an SVG data URL, and says the captcha is on', async () => {
    const c = await captcha();
    expect(c.key).toMatch(/^[\w-]{20,}$/);
    expect(c.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(c.image.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(c.enabled).toBe(true);
  });
});

describe('sign-in with the captcha on', () => {
  const credentials = { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };

  it('requires the captcha fields', async () => {
    const res = await login(credentials);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'admin.captcha_code': ['This field is required'] });
  });

  it('signs in with the right answer in any letter case, once', async () => {
    nextAnswer = 'xY7k';
    const c = await captcha();
    const ok = await login({ ...credentials, captcha_key: c.key, captcha_code: 'XY7K' });
    expect(ok.statusCode).toBe(201);
    const reuse = await login({ ...credentials, captcha_key: c.key, captcha_code: 'XY7K' });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().errors).toEqual({
      'admin.captcha_code': ['The captcha code is incorrect or has expired.'],
    });
  });

  it('spends the captcha on a wrong answer', async () => {
    nextAnswer = 'qwer';
    const c = await captcha();
    expect((await login({ ...credentials, captcha_key: c.key, captcha_code: 'nope' })).statusCode).toBe(422);
    expect((await login({ ...credentials, captcha_key: c.key, captcha_code: 'qwer' })).statusCode).toBe(422);
  });

  it('refuses an answer given after two minutes', async () => {
    nextAnswer = 'late';
    const c = await captcha();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 60_000 + 1000);
    const res = await login({ ...credentials, captcha_key: c.key, captcha_code: 'late' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['admin.captcha_code']).toEqual([
      'The captcha code is incorrect or has expired.',
    ]);
  });
});
