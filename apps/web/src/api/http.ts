import axios, { AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { apiLanguageOf, type UiLanguage } from '@app/contracts/languages';
import type { ApiError } from '@app/contracts/errors';
import { readRequestTexts } from './request-texts.ts';

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

  constructor(message: string, status: number, errors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.errors = errors;
  }
}

export const REQUEST_TIMEOUT_MS = 50_000;

function bodyOf(response: AxiosResponse | undefined): Partial<ApiError> {
  const data: unknown = response?.data;
  return typeof data === 'object' && data !== null ? (data as Partial<ApiError>) : {};
}

export function createHttpClient(callbacks: HttpCallbacks): AxiosInstance {
  const client = axios.create({
    baseURL: '',
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });
  // Several requests can fail with 401 at once; the user needs to see the dialog once.
  let reloginDialogOpen = false;

  client.interceptors.request.use((config) => {
    const token = callbacks.getToken();
    if (token) config.headers.Authorization = token;
    config.headers['Accept-Language'] = apiLanguageOf[callbacks.getLanguage()];
    return config;
  });

  client.interceptors.response.use(
    (response) => {
      // Only reachable when a caller widens validateStatus; the spec still wants the message shown.
      if (response.status >= 400) {
        const message = bodyOf(response).message;
        if (message) callbacks.showError(message);
      }
      return response;
    },
    (error: unknown) => {
      if (!(error instanceof AxiosError) || !error.response) {
        // Spec §8: a failure with no response (network, timeout, cancel) is rejected without a toast.
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      const { status } = error.response;
      const body = bodyOf(error.response);
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
      return Promise.reject(new ApiRequestError(message, status, body.errors ?? {}));
    },
  );

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

export const http = createHttpClient({
  getToken: () => appCallbacks.getToken(),
  getLanguage: () => appCallbacks.getLanguage(),
  showError: (message) => appCallbacks.showError(message),
  showReloginDialog: (dialog) => appCallbacks.showReloginDialog(dialog),
  relogin: () => appCallbacks.relogin(),
  isSessionLoaded: () => appCallbacks.isSessionLoaded(),
});
