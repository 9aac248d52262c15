import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTransport, urlWithParams, type HttpRequest, type UploadProgress } from './transport.ts';

afterEach(() => vi.unstubAllGlobals());

const request = (overrides: Partial<HttpRequest> = {}): HttpRequest => ({
  method: 'GET',
  url: '/api/users',
  headers: { Accept: 'application/json' },
  timeout: 50_000,
  ...overrides,
});

/** `fetch` answering `respond`, recording what it was asked; it honours the request's signal as the browser's does. */
function stubFetch(respond: () => Response | Promise<Response> = () => Response.json({})) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      signal?.addEventListener('abort', () => reject(signal.reason as Error));
      void Promise.resolve(respond()).then(resolve);
    });
  });
  return calls;
}

describe('urlWithParams', () => {
  it('writes each value, bracketed names included, and leaves out the absent ones', () => {
    expect(
      urlWithParams('/api/users', {
        'filter[keyword]': 'ann & lee',
        page: 2,
        'filter[enabled]': true,
        sort: undefined,
        'filter[role]': null,
      }),
    ).toBe('/api/users?filter%5Bkeyword%5D=ann+%26+lee&page=2&filter%5Benabled%5D=true');
  });

  it('adds to a query the URL has, and leaves a URL without values as it is', () => {
    expect(urlWithParams('/api/x?a=1', { b: 'two' })).toBe('/api/x?a=1&b=two');
    expect(urlWithParams('/api/x', {})).toBe('/api/x');
    expect(urlWithParams('/api/x')).toBe('/api/x');
  });
});

describe('browserTransport over fetch', () => {
  it('sends JSON with its type, and a form with the type the browser writes', async () => {
    const calls = stubFetch();
    await browserTransport(request({ method: 'POST', body: { name: 'Ann' }, params: { page: 1 } }));
    expect(calls[0]!.url).toBe('/api/users?page=1');
    expect(calls[0]!.init).toMatchObject({
      method: 'POST',
      body: '{"name":"Ann"}',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });

    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await browserTransport(
      request({ method: 'POST', body: form, headers: { 'content-type': 'multipart/form-data' } }),
    );
    expect(calls[1]!.init.body).toBe(form);
    expect(calls[1]!.init.headers).toEqual({});

    await browserTransport(request());
    expect(calls[2]!.init.body).toBeUndefined();
    expect(calls[2]!.init.headers).not.toHaveProperty('Content-Type');
  });

  it('answers with the status, the parsed body and the headers by lower-case name, errors included', async () => {
    stubFetch(() =>
      Response.json({ message: 'Refused.' }, { status: 422, headers: { 'X-Request-Id': 'r1' } }),
    );
    await expect(browserTransport(request())).resolves.toEqual({
      status: 422,
      data: { message: 'Refused.' },
      headers: { 'content-type': 'application/json', 'x-request-id': 'r1' },
    });
  });

  it("gives a body that is not JSON as its text, and an empty one as ''", async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect((await browserTransport(request())).data).toBe('<html>Bad gateway</html>');
    stubFetch(() => new Response(null, { status: 204 }));
    expect((await browserTransport(request())).data).toBe('');
  });

  it("gives a file as a Blob, but a refusal's body as its JSON", async () => {
    stubFetch(() => new Response('id,amount\r\n', { headers: { 'content-type': 'text/csv' } }));
    const file = await browserTransport(request({ responseType: 'blob' }));
    expect(file.data).toBeInstanceOf(Blob);
    expect(await (file.data as Blob).text()).toBe('id,amount\r\n');

    stubFetch(() => Response.json({ message: 'This action is unauthorized.' }, { status: 403 }));
    const refusal = await browserTransport(request({ responseType: 'blob' }));
    expect(refusal.data).toEqual({ message: 'This action is unauthorized.' });
  });

  it('gives up after the timeout, and not at all when it is 0', async () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    await expect(browserTransport(request({ timeout: 20 }))).rejects.toMatchObject({ name: 'TimeoutError' });

    const calls = stubFetch();
    await browserTransport(request({ timeout: 0 }));
    expect(calls[0]!.init.signal).toBeUndefined();
  });

  it('stops when the caller cancels, the timeout still running', async () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const sent = browserTransport(request({ signal: controller.signal }));
    controller.abort();
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
  });
});

/** An XMLHttpRequest that sends at once: half the body, then all of it, then the answer. */
class FakeXhr {
  static last: FakeXhr;
  opened: [string, string] | undefined;
  headers: Record<string, string> = {};
  sentBody: unknown;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  ontimeout?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'Content-Type: application/json\r\nX-Request-Id: r2\r\n';
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.sentBody = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ loaded: 32, total: 64, lengthComputable: true });
      this.upload.onprogress?.({ loaded: 64, total: 64, lengthComputable: true });
      this.status = 201;
      this.responseText = '{"data":{"url":"/files/a.png"}}';
      this.onload?.();
    });
  }
}

describe('browserTransport for an upload that reports progress', () => {
  it('reports the bytes sent and answers as fetch would', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: UploadProgress[] = [];
    const form = new FormData();
    const answer = await browserTransport(
      request({
        method: 'POST',
        url: '/api/files',
        body: form,
        headers: { Authorization: 'Bearer 1|x' },
        onUploadProgress: (event) => progress.push(event),
      }),
    );
    expect(FakeXhr.last.opened).toEqual(['POST', '/api/files']);
    expect(FakeXhr.last.headers).toEqual({ Authorization: 'Bearer 1|x' });
    expect(FakeXhr.last.sentBody).toBe(form);
    expect(FakeXhr.last.timeout).toBe(50_000);
    expect(progress).toEqual([
      { loaded: 32, total: 64 },
      { loaded: 64, total: 64 },
    ]);
    expect(answer).toEqual({
      status: 201,
      data: { data: { url: '/files/a.png' } },
      headers: { 'content-type': 'application/json', 'x-request-id': 'r2' },
    });
  });

  it('stops when the caller cancels', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    controller.abort();
    await expect(
      browserTransport(
        request({
          method: 'POST',
          body: new FormData(),
          signal: controller.signal,
          onUploadProgress: () => undefined,
        }),
      ),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
