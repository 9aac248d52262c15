import type { UiLanguage } from '@app/contracts/languages';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createHttpClient, REQUEST_TIMEOUT_MS, type HttpCallbacks } from './http.ts';
import type { HttpRequest, Transport } from './transport.ts';

function answer(status: number, data: unknown = {}): Transport {
  return () => Promise.resolve({ data, status, headers: {} });
}

function setUp(transport: Transport, overrides: Partial<HttpCallbacks> = {}) {
  const callbacks = {
    getToken: vi.fn<HttpCallbacks['getToken']>(overrides.getToken ?? (() => null)),
    getLanguage: vi.fn<HttpCallbacks['getLanguage']>(overrides.getLanguage ?? ((): UiLanguage => 'zh-cn')),
    showError: vi.fn<HttpCallbacks['showError']>(),
    showReloginDialog: vi.fn<HttpCallbacks['showReloginDialog']>(),
    relogin: vi.fn<HttpCallbacks['relogin']>(),
    isSessionLoaded: vi.fn<HttpCallbacks['isSessionLoaded']>(overrides.isSessionLoaded ?? (() => true)),
  };
  const client = createHttpClient(callbacks, transport);
  return { client, callbacks };
}

function capture(): { transport: Transport; sent: () => HttpRequest } {
  let last: HttpRequest | undefined;
  return {
    transport: (request) => {
      last = request;
      return answer(200)(request);
    },
    sent: () => last!,
  };
}

describe('request interceptor', () => {
  it('sends the stored token as Authorization, and none when signed out', async () => {
    const { transport, sent } = capture();
    const token = { value: 'Bearer 1|secret' as string | null };
    const { client } = setUp(transport, { getToken: () => token.value });
    await client.get('/api/admins/me');
    expect(sent().headers.Authorization).toBe('Bearer 1|secret');
    token.value = null;
    await client.get('/api/captcha');
    expect(sent().headers.Authorization).toBeUndefined();
  });

  it.each([
    ['en', 'en-US'],
    ['zh-cn', 'zh-CN'],
    ['vn', 'vi-VN'],
    ['id', 'id-ID'],
  ] as const)('maps the UI language %s to Accept-Language %s', async (language, header) => {
    const { transport, sent } = capture();
    const { client } = setUp(transport, { getLanguage: () => language });
    await client.get('/api/captcha');
    expect(sent().headers['Accept-Language']).toBe(header);
  });

  it('waits 50 seconds unless told otherwise, and asks for JSON', async () => {
    const { transport, sent } = capture();
    const { client } = setUp(transport);
    await client.post('/api/roles', { name: 'Auditor' });
    expect(sent()).toMatchObject({ method: 'POST', url: '/api/roles', body: { name: 'Auditor' } });
    expect(sent().timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(50_000);
    expect(sent().headers.Accept).toBe('application/json');
    await client.get('/api/investments/export', { timeout: 0, params: { rows: 'all' } });
    expect(sent()).toMatchObject({ method: 'GET', timeout: 0, params: { rows: 'all' } });
  });

  it('sends a deletion its body when it has one', async () => {
    const { transport, sent } = capture();
    const { client } = setUp(transport);
    await client.delete('/user/two-factor-authentication', { body: { password: 'secret' } });
    expect(sent()).toMatchObject({ method: 'DELETE', body: { password: 'secret' } });
  });

  it('answers a success with its body, status and headers', async () => {
    const { client } = setUp(() =>
      Promise.resolve({ data: { ok: true }, status: 202, headers: { 'x-request-id': 'r1' } }),
    );
    await expect(client.get('/api/x')).resolves.toEqual({
      data: { ok: true },
      status: 202,
      headers: { 'x-request-id': 'r1' },
    });
  });
});

describe('response interceptor', () => {
  it('shows the message, then one toast per string in errors, and rejects with the message', async () => {
    const { client, callbacks } = setUp(
      answer(422, {
        message: 'The email field is required. (and 2 more errors)',
        errors: {
          'admin.email': ['The email field is required.'],
          'admin.password': ['Too short.', 'Too weak.'],
        },
      }),
    );
    const failure = client.post('/api/tokens', {});
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({
      message: 'The email field is required. (and 2 more errors)',
      status: 422,
      errors: { 'admin.password': ['Too short.', 'Too weak.'] },
    });
    expect(callbacks.showError.mock.calls.map(([text]) => text)).toEqual([
      'The email field is required. (and 2 more errors)',
      'The email field is required.',
      'Too short.',
      'Too weak.',
    ]);
    expect(callbacks.showReloginDialog).not.toHaveBeenCalled();
  });

  it('shows a sentence once when the message is also a field error, as a 422 on one field is', async () => {
    const { client, callbacks } = setUp(
      answer(422, {
        message: 'The current password is incorrect.',
        errors: { current_password: ['The current password is incorrect.'] },
      }),
    );
    await expect(client.patch('/api/admins/me/password', {})).rejects.toMatchObject({
      status: 422,
      errors: { current_password: ['The current password is incorrect.'] },
    });
    expect(callbacks.showError).toHaveBeenCalledExactlyOnceWith('The current password is incorrect.');
  });

  it('shows each distinct field error once, however many fields repeat it', async () => {
    const { client, callbacks } = setUp(
      answer(422, {
        message: 'Required. (and 2 more errors)',
        errors: { name: ['Required.'], code: ['Required.'], sort: ['Too large.'] },
      }),
    );
    await expect(client.post('/api/roles', {})).rejects.toBeInstanceOf(ApiRequestError);
    expect(callbacks.showError.mock.calls.map(([text]) => text)).toEqual([
      'Required. (and 2 more errors)',
      'Required.',
      'Too large.',
    ]);
  });

  it('rejects a throttled request with the seconds its Retry-After asks to wait', async () => {
    const throttled: Transport = () =>
      Promise.resolve({ data: { message: 'Too many.' }, status: 429, headers: { 'retry-after': '42' } });
    const { client } = setUp(throttled);
    await expect(client.post('/api/tokens', {})).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
    });
    await expect(setUp(answer(422)).client.post('/api/tokens', {})).rejects.toMatchObject({
      retryAfterSeconds: undefined,
    });
  });

  it('shows the stored system-error text when the answer has no message', async () => {
    localStorage.setItem('requestLanguages', JSON.stringify({ systemError: 'System error' }));
    const { client, callbacks } = setUp(answer(500, 'Bad gateway'));
    await expect(client.get('/api/dashboard')).rejects.toThrow('System error');
    expect(callbacks.showError).toHaveBeenCalledExactlyOnceWith('System error');
  });

  it('falls back to the Chinese system-error text when no texts are stored', async () => {
    const { client, callbacks } = setUp(answer(503));
    await expect(client.get('/api/dashboard')).rejects.toThrow('系统错误');
    expect(callbacks.showError).toHaveBeenCalledExactlyOnceWith('系统错误');
  });

  it('shows nothing when there is no response, and rejects', async () => {
    const { client, callbacks } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('/api/captcha')).rejects.toThrow('Failed to fetch');
    expect(callbacks.showError).not.toHaveBeenCalled();
    expect(callbacks.showReloginDialog).not.toHaveBeenCalled();
  });

  it('on 401 asks to log in again with the stored texts, once for many failures, then relogs in', async () => {
    localStorage.setItem(
      'requestLanguages',
      JSON.stringify({ currentPageInvalidPleaseRelogin: 'Please log in again', tip: 'Tip', confirm: 'OK' }),
    );
    const { client, callbacks } = setUp(answer(401, { message: 'Unauthenticated.' }));
    await Promise.allSettled([client.get('/api/admins/me'), client.get('/api/admins/me/routers/tree')]);
    expect(callbacks.showError).not.toHaveBeenCalled();
    expect(callbacks.showReloginDialog).toHaveBeenCalledTimes(1);
    const [dialog] = callbacks.showReloginDialog.mock.calls[0]!;
    expect(dialog).toMatchObject({ title: 'Tip', content: 'Please log in again', okText: 'OK' });
    expect(callbacks.relogin).not.toHaveBeenCalled();
    dialog.onOk();
    expect(callbacks.relogin).toHaveBeenCalledTimes(1);
  });

  it('asks nothing on a 401 before the session has loaded (the route guard goes to login), and rejects', async () => {
    const { client, callbacks } = setUp(answer(401, { message: 'Unauthenticated.' }), {
      isSessionLoaded: () => false,
    });
    await expect(client.get('/api/admins/me')).rejects.toMatchObject({ status: 401 });
    expect(callbacks.showReloginDialog).not.toHaveBeenCalled();
    expect(callbacks.showError).not.toHaveBeenCalled();
    expect(callbacks.relogin).not.toHaveBeenCalled();
  });

  it('uses the Chinese texts in the 401 dialog when none are stored', async () => {
    const { client, callbacks } = setUp(answer(401, { message: 'Unauthenticated.' }));
    await expect(client.get('/api/admins/me')).rejects.toMatchObject({ status: 401 });
    expect(callbacks.showReloginDialog.mock.calls[0]![0]).toMatchObject({
      title: '提示',
      content: '当前页面已失效，请重新登录',
      okText: '确定',
    });
  });
});
