import { answerOf, urlWithParams, type HttpRequest, type Transport } from './transport.ts';

/**
 * A signed-in visit's first reads (the session's, and the dashboard's figures on the home page) are sent
 * by the page's preload script (vite-signed-in-preload.ts) while the app's own scripts still download:
 * on a slow link the answers are back before the app could have asked. The app's requests then take
 * those answers instead of asking again. This is the app's side: the names the two share, and the
 * transport that takes an answer when it is for the same request.
 */

/**
 * The reads a signed-in visit (a reload, a bookmark) needs before its first paint: the admin, their
 * menus and the default currency. The app asks for them as it starts (main.tsx, early-reads.ts), while
 * the shell's scripts are still on their way, and the session loader then takes each answer instead of
 * asking again: on a slow link the shell and the answers arrive together rather than one after the other.
 */
export const sessionReads = {
  admin: '/api/admins/me',
  routerTree: '/api/admins/me/routers/tree',
  defaultCurrency: '/api/currencies/default',
} as const;

/** The dashboard's figures (`filter[from]`, `filter[to]`, `filter[tz]`). */
export const DASHBOARD_URL = '/api/dashboard';

/** The global the preload script leaves its requests in, by URL (path and query). */
export const OPENING_READS_GLOBAL = '__openingReads';

/**
 * Whether the last signed-in admin of this browser could read the dashboard, so a reload of the home
 * page asks for its figures at once; a stale value costs at most one early answer no one takes.
 */
export const DASHBOARD_READABLE_KEY = 'dashboardReadable';

/** One request the preload script sent, with the token and the language it was sent with. */
export interface OpeningRead {
  token: string;
  language: string;
  answer: Promise<Response>;
}

type Reads = Record<string, OpeningRead | undefined>;

function readsLeft(): Reads | undefined {
  return (globalThis as unknown as Record<string, Reads | undefined>)[OPENING_READS_GLOBAL];
}

/** The early answer for this GET, once, if it was asked for with the same token and language. */
function takeOpeningRead(request: HttpRequest): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const reads = readsLeft();
  const url = urlWithParams(request.url, request.params);
  const read = reads?.[url];
  if (!reads || !read) return undefined;
  delete reads[url];
  const same =
    read.token === request.headers.Authorization && read.language === request.headers['Accept-Language'];
  return same ? read.answer : undefined;
}

/** The answer, or the cancellation when the caller gives up first, as a request of its own would. */
function untilCancelled<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise((resolve, reject) => {
    const cancel = () => reject(new DOMException('The request was cancelled', 'AbortError'));
    if (signal.aborted) return cancel();
    signal.addEventListener('abort', cancel, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancel));
  });
}

/**
 * The transport, taking an early answer where there is one for the request. An early request that got
 * no answer (the network failed) is sent again, as the app's own would have been.
 */
export function withOpeningReads(transport: Transport): Transport {
  return (request) => {
    const early = takeOpeningRead(request);
    if (!early) return transport(request);
    return untilCancelled(
      early.then(
        (response) => answerOf(response, request.responseType),
        () => transport(request),
      ),
      request.signal,
    );
  };
}

/**
 * Kept for the next visit's preload script: whether this admin's home page shows the figures. Written
 * only when it changes, as every session starts with it (a write is synchronous).
 */
export function rememberDashboardReadable(readable: boolean): void {
  try {
    if (readable === (localStorage.getItem(DASHBOARD_READABLE_KEY) === '1')) return;
    if (readable) localStorage.setItem(DASHBOARD_READABLE_KEY, '1');
    else localStorage.removeItem(DASHBOARD_READABLE_KEY);
  } catch {
    // Storage refused: the next visit asks for the figures once the session says it may.
  }
}
