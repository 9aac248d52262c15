import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpCallbacks } from './http.ts';
import {
  DASHBOARD_READABLE_KEY,
  OPENING_READS_GLOBAL,
  rememberDashboardReadable,
  withOpeningReads,
  type OpeningRead,
} from './opening-reads.ts';
import type { HttpRequest, HttpResponse, Transport } from './transport.ts';

const TOKEN = 'Bearer 7|secret';

/** What the page's preload script leaves: requests by URL, each with the headers it was sent with. */
function leaveEarly(reads: Record<string, Partial<OpeningRead> & Pick<OpeningRead, 'answer'>>) {
  const left: Record<string, OpeningRead> = {};
  for (const [url, read] of Object.entries(reads)) left[url] = { token: TOKEN, language: 'en-US', ...read };
  (globalThis as unknown as Record<string, unknown>)[OPENING_READS_GLOBAL] = left;
  return left;
}

afterEach(() => {
  delete (globalThis as unknown as Record<string, unknown>)[OPENING_READS_GLOBAL];
  localStorage.clear();
});

const request = (overrides: Partial<HttpRequest> = {}): HttpRequest => ({
  method: 'GET',
  url: '/api/admins/me',
  headers: { Accept: 'application/json', 'Accept-Language': 'en-US', Authorization: TOKEN },
  timeout: 50_000,
  ...overrides,
});

/** The network as the app's own requests meet it: every request answered `{ asked: true }`. */
function ownTransport() {
  const sent: HttpRequest[] = [];
  const transport: Transport = async (sentRequest) => {
    sent.push(sentRequest);
    return { data: { asked: true }, status: 200, headers: {} };
  };
  return { sent, transport: withOpeningReads(transport) };
}

describe('the first reads sent by the page', () => {
  it('answer the same request once, read as an answer of its own is, and later ones go out', async () => {
    leaveEarly({
      '/api/admins/me': {
        answer: Promise.resolve(Response.json({ data: { id: 1 } }, { headers: { 'X-Request-Id': 'r1' } })),
      },
    });
    const { sent, transport } = ownTransport();
    await expect(transport(request())).resolves.toEqual({
      data: { data: { id: 1 } },
      status: 200,
      headers: { 'content-type': 'application/json', 'x-request-id': 'r1' },
    });
    expect(sent).toEqual([]);
    await expect(transport(request())).resolves.toMatchObject({ data: { asked: true } });
    expect(sent).toHaveLength(1);
  });

  it('match the query as the app writes it', async () => {
    const url =
      '/api/dashboard?filter%5Bfrom%5D=2026-10-31&filter%5Bto%5D=2026-11-29&filter%5Btz%5D=Asia%2FHo_Chi_Minh';
    leaveEarly({ [url]: { answer: Promise.resolve(Response.json({ data: 'figures' })) } });
    const { sent, transport } = ownTransport();
    const params = {
      'filter[from]': '2026-10-31',
      'filter[to]': '2026-11-29',
      'filter[tz]': 'Asia/Ho_Chi_Minh',
    };
    await expect(transport(request({ url: '/api/dashboard', params }))).resolves.toMatchObject({
      data: { data: 'figures' },
    });
    expect(sent).toEqual([]);
  });

  it('are not taken for another token, another language or a write', async () => {
    leaveEarly({
      '/api/admins/me': { token: 'Bearer 6|before', answer: Promise.resolve(Response.json({ data: 'old' })) },
      '/api/currencies/default': { language: 'zh-CN', answer: Promise.resolve(Response.json({ data: '¥' })) },
      '/api/admins/me/routers/tree': { answer: Promise.resolve(Response.json({ data: [] })) },
    });
    const { sent, transport } = ownTransport();
    await expect(transport(request())).resolves.toMatchObject({ data: { asked: true } });
    await expect(transport(request({ url: '/api/currencies/default' }))).resolves.toMatchObject({
      data: { asked: true },
    });
    await expect(
      transport(request({ method: 'POST', url: '/api/admins/me/routers/tree', body: {} })),
    ).resolves.toMatchObject({ data: { asked: true } });
    expect(sent.map((sentRequest) => sentRequest.url)).toEqual([
      '/api/admins/me',
      '/api/currencies/default',
      '/api/admins/me/routers/tree',
    ]);
  });

  it('are asked again when the early request got no answer', async () => {
    leaveEarly({ '/api/admins/me': { answer: Promise.reject(new TypeError('Failed to fetch')) } });
    const { sent, transport } = ownTransport();
    await expect(transport(request())).resolves.toMatchObject({ data: { asked: true } });
    expect(sent).toHaveLength(1);
  });

  it('give way to the caller cancelling, as a request of its own would', async () => {
    leaveEarly({ '/api/admins/me': { answer: new Promise<Response>(() => undefined) } });
    const { transport } = ownTransport();
    const controller = new AbortController();
    const answer = transport(request({ signal: controller.signal }));
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });

  it("are failures the client reports as it reports its own: the server's message, once", async () => {
    leaveEarly({
      '/api/currencies/default': {
        answer: Promise.resolve(Response.json({ message: 'Service unavailable' }, { status: 503 })),
      },
    });
    const showError = vi.fn();
    const callbacks: HttpCallbacks = {
      getToken: () => TOKEN,
      getLanguage: () => 'en',
      showError,
      showReloginDialog: vi.fn(),
      relogin: vi.fn(),
      isSessionLoaded: () => false,
    };
    const { sent, transport } = ownTransport();
    const client = createHttpClient(callbacks, transport);
    await expect(client.get('/api/currencies/default')).rejects.toMatchObject({ status: 503 });
    expect(showError).toHaveBeenCalledExactlyOnceWith('Service unavailable');
    expect(sent).toEqual([]);
    // The client's own headers are what the early request was matched on.
    const answer: HttpResponse = await client.get('/api/currencies/default');
    expect(answer.data).toEqual({ asked: true });
    expect(sent[0]!.headers).toMatchObject({ 'Accept-Language': 'en-US', Authorization: TOKEN });
  });
});

describe('the hint for the next visit', () => {
  it("is kept while the admin may read the dashboard's figures, and removed when not", () => {
    rememberDashboardReadable(true);
    expect(localStorage.getItem(DASHBOARD_READABLE_KEY)).toBe('1');
    const writes = vi.spyOn(localStorage, 'setItem');
    rememberDashboardReadable(true);
    expect(writes).not.toHaveBeenCalled();
    writes.mockRestore();
    rememberDashboardReadable(false);
    expect(localStorage.getItem(DASHBOARD_READABLE_KEY)).toBeNull();
  });
});
