import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../api/http.ts';

export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

export type FakeAnswer = { status: number; data?: unknown };
type Route = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer> | undefined;

const page = (data: unknown[]) => ({
  data,
  meta: { current_page: 1, per_page: 20, total: data.length, last_page: 1, from: 1, to: data.length },
});

/** A list answer in API.md's dialect. */
export const listOf = (rows: unknown[]): FakeAnswer => ({ status: 200, data: page(rows) });

function bodyOf(config: InternalAxiosRequestConfig): unknown {
  return typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
}

/**
 * Stands in for the server behind the app's one HTTP client: each request goes to `route`, which
 * answers or returns undefined for "404". Every request is recorded, as a user's network log would.
 */
export function fakeApi(route: Route): { requests: FakeRequest[]; restore: () => void } {
  const original = http.defaults.adapter;
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      body: bodyOf(config),
    };
    requests.push(request);
    const answer = (await route(request)) ?? { status: 404, data: { message: 'Not Found' } };
    const response = { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
    if (answer.status < 400) return response;
    throw new AxiosError(`status ${answer.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  http.defaults.adapter = adapter;
  return { requests, restore: () => (http.defaults.adapter = original) };
}
