import { http } from '../api/http.ts';
import type { Transport } from '../api/transport.ts';

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

/**
 * Stands in for the server behind the app's one HTTP client: each request goes to `route`, which
 * answers or returns undefined for "404". Every request is recorded, as a user's network log would.
 */
export function fakeApi(route: Route): { requests: FakeRequest[]; restore: () => void } {
  const original = http.transport;
  const requests: FakeRequest[] = [];
  const transport: Transport = async (sent) => {
    const request = {
      method: sent.method,
      url: sent.url,
      params: (sent.params ?? {}) as Record<string, unknown>,
      // What the wire carries: the JSON of the body (a form as it is).
      body:
        sent.body === undefined || sent.body instanceof FormData
          ? sent.body
          : (JSON.parse(JSON.stringify(sent.body)) as unknown),
    };
    requests.push(request);
    const answer = (await route(request)) ?? { status: 404, data: { message: 'Not Found' } };
    return { data: answer.data, status: answer.status, headers: {} };
  };
  http.transport = transport;
  return { requests, restore: () => (http.transport = original) };
}
