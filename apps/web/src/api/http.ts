import { apiLanguageOf, type UiLanguage } from '@app/contracts/languages';
import type { ApiError } from '@app/contracts/errors';
import { withOpeningReads } from './opening-reads.ts';
import { readRequestTexts } from './request-texts.ts';
import {
  browserTransport,
  type HttpRequest,
  type HttpResponse,
  type RequestOptions,
  type Transport,
} from './transport.ts';

export type { HttpResponse, RequestOptions } from './transport.ts';

/**
 * What the request layer needs from the app. It knows nothing of the router, the stores or the UI
 * kit, so it can be tested alone and imported from anywhere without a cycle.
 */
export interface HttpCallbacks {
  /** The stored "Bearer <token>" value, or null when signed out. */
  getToken: () => string | null;
  getLanguage: () => UiLanguage;
  showError: (message: string) => void;
  showReloginDialog: (dialog: { title: string; content: string; okText: string; onOk: () => void }) => void;
  /** Clears the token, goes to /login and reloads (spec §4). */
  relogin: () => void;
  /**
   * False until the signed-in admin's session has loaded. A 401 before then (a stored token the
   * server no longer honours, met on reload) asks nothing: the route guard goes to /login itself,
   * keeping the redirect.
   */
  isSessionLoaded: () => boolean;
}

export class ApiRequestError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  /** A 429's `Retry-After`: the seconds to wait before asking again. */
  readonly retryAfterSeconds?: number;

  constructor(
    message: string,
    status: number,
    errors: Record<string, string[]> = {},
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** `Retry-After` in seconds; our server sends seconds, never the header's date form. */
function retryAfterOf(response: HttpResponse): number | undefined {
  const header = response.headers['retry-after'];
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

export const REQUEST_TIMEOUT_MS = 50_000;

function bodyOf(response: HttpResponse): Partial<ApiError> {
  const data: unknown = response.data;
  return typeof data === 'object' && data !== null ? (data as Partial<ApiError>) : {};
}

type Method = HttpRequest['method'];

/** The app's requests to its server: JSON both ways, the token and language on each, failures said once. */
export interface HttpClient {
  get<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  /** `body` for the few deletions that must say something (a password to confirm). */
  delete<T = unknown>(url: string, options?: RequestOptions & { body?: unknown }): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  /** What carries the requests: the browser's, or a test's stand-in server. */
  transport: Transport;
}

export function createHttpClient(
  callbacks: HttpCallbacks,
  transport: Transport = browserTransport,
): HttpClient {
  // Several requests can fail with 401 at once; the user needs to see the dialog once.
  let reloginDialogOpen = false;

  function failed(response: HttpResponse): ApiRequestError {
    const { status } = response;
    const body = bodyOf(response);
    const texts = readRequestTexts();
    const message = body.message || texts.systemError;
    if (status === 401) {
      if (!reloginDialogOpen && callbacks.isSessionLoaded()) {
        reloginDialogOpen = true;
        callbacks.showReloginDialog({
          title: texts.tip,
          content: texts.currentPageInvalidPleaseRelogin,
          okText: texts.confirm,
          onOk: () => {
            reloginDialogOpen = false;
            callbacks.relogin();
          },
        });
      }
    } else {
      // Spec §8: the message, then each field error as its own toast; but a sentence shown once is
      // not shown again (a single 422's message is its field's error, word for word).
      for (const text of new Set([message, ...Object.values(body.errors ?? {}).flat()])) {
        callbacks.showError(text);
      }
    }
    return new ApiRequestError(message, status, body.errors ?? {}, retryAfterOf(response));
  }

  async function send<T>(method: Method, url: string, body: unknown, options: RequestOptions = {}) {
    const token = callbacks.getToken();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': apiLanguageOf[callbacks.getLanguage()],
      ...(token ? { Authorization: token } : {}),
      ...options.headers,
    };
    // Spec §8: a failure with no answer (network, timeout, cancel) is rejected without a toast.
    const response = await client.transport({
      ...options,
      method,
      url,
      body,
      headers,
      timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    });
    if (response.status >= 400) throw failed(response);
    return response as HttpResponse<T>;
  }

  const client: HttpClient = {
    get: (url, options) => send('GET', url, undefined, options),
    delete: (url, { body, ...options } = {}) => send('DELETE', url, body, options),
    post: (url, body, options) => send('POST', url, body, options),
    put: (url, body, options) => send('PUT', url, body, options),
    patch: (url, body, options) => send('PATCH', url, body, options),
    transport,
  };
  return client;
}

// The app's one client; main.tsx supplies the real callbacks before the first request.
const appCallbacks: HttpCallbacks = {
  getToken: () => null,
  getLanguage: () => 'zh-cn',
  showError: () => undefined,
  showReloginDialog: () => undefined,
  relogin: () => undefined,
  isSessionLoaded: () => false,
};

export function configureHttp(callbacks: HttpCallbacks): void {
  Object.assign(appCallbacks, callbacks);
}

export const http = createHttpClient(
  {
    getToken: () => appCallbacks.getToken(),
    getLanguage: () => appCallbacks.getLanguage(),
    showError: (message) => appCallbacks.showError(message),
    showReloginDialog: (dialog) => appCallbacks.showReloginDialog(dialog),
    relogin: () => appCallbacks.relogin(),
    isSessionLoaded: () => appCallbacks.isSessionLoaded(),
  },
  withOpeningReads(browserTransport),
);
