import { Writable } from 'node:stream';
import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from '../src/app/logging.ts';
import { createTestApp, type TestApp } from './harness.ts';

// Issue 18 point 5: the request log once held a live 12-hour admin token (`/api/ws?token=…`). Whatever a
// request carries, no token, password, code or secret reaches the log.

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    logger: { ...(loggerOptions({ env: 'production', logLevel: 'info' }) as object), stream: sink },
  });
  token = await t.login();
});
afterAll(() => t.close());

const logged = () => lines.join('\n');
const secretOf = (bearer: string) => bearer.split('|')[1]!;

describe('the server log', () => {
  it('writes requests at info level, naming their path and query', async () => {
    await t.request({ method: 'GET', url: '/api/roles?page=2&per_page=5', token });
    expect(logged()).toContain('/api/roles?page=2&per_page=5');
  });

  it('leaves out a token, password, code or secret sent in a query', async () => {
    const query = [
      `token=${encodeURIComponent(token)}`,
      'password=hunter2-secret',
      'code=123456',
      'recovery_code=abcdefghij-klmnopqrst',
      'client_secret=s3cr3t-value',
      'page=3',
    ].join('&');
    await t.request({ method: 'GET', url: `/api/admins/me?${query}`, token });
    await t.app.injectWS(`/api/ws?token=${encodeURIComponent(token)}`).then((s) => s.terminate());
    const text = logged();
    for (const value of [secretOf(token), 'hunter2-secret', 'abcdefghij-klmnopqrst', 's3cr3t-value'])
      expect(text).not.toContain(value);
    // The code on its own: the log's times and durations are long runs of digits that may hold it.
    expect(text).not.toMatch(/(?<![\d.])123456(?![\d.])/);
    expect(text).toContain('/api/admins/me?token=[Redacted]&password=[Redacted]&code=[Redacted]');
    expect(text).toContain('page=3');
  });

  it('never holds the token a socket signs in with, nor those sign-in answers carry', async () => {
    const fresh = await t.login();
    const socket = (await t.app.injectWS('/api/ws')) as unknown as WebSocket;
    const ready = new Promise((resolve) => socket.once('message', resolve));
    socket.send(JSON.stringify({ type: 'auth', token: fresh }));
    await ready;
    socket.terminate();
    expect(logged()).not.toContain(secretOf(fresh));
    expect(logged()).not.toContain(secretOf(token));
  });

  it('leaves out such fields of a logged body, at any depth', () => {
    t.app.log.info(
      {
        body: {
          password: 'plain-password-1',
          admin: { password: 'nested-password-2', captcha_code: 'x7y8', challenge: 'challenge-secret' },
          token: 'body-token-3',
          keep: 'visible',
        },
        code: '654321',
      },
      'a body',
    );
    const entry = lines.findLast((line) => line.includes('a body'))!;
    for (const value of [
      'plain-password-1',
      'nested-password-2',
      'x7y8',
      'challenge-secret',
      'body-token-3',
      '654321',
    ])
      expect(entry).not.toContain(value);
    expect(entry).toContain('visible');
  });
});

describe('redactUrl', () => {
  it('keeps other parameters as they were written', () => {
    expect(redactUrl('/api/investments?filter%5Buser_id%5D=3&page=1')).toBe(
      '/api/investments?filter%5Buser_id%5D=3&page=1',
    );
    expect(redactUrl('/x?Token=a&pay_password=1&flag&secretKey=z')).toBe(
      '/x?Token=[Redacted]&pay_password=[Redacted]&flag&secretKey=[Redacted]',
    );
    expect(redactUrl('/x?%74oken=a')).toBe('/x?%74oken=[Redacted]');
    expect(redactUrl('/plain')).toBe('/plain');
  });
});
