// Calls of the API typed by the client types generated from the server's OpenAPI document (api-types.d.ts,
// `npm run openapi:types`): path, query and body are checked against the document, and the answer comes
// typed as the document says for the status the call must answer.
import type { paths as Paths } from './api-types';
import { api, assert } from './support.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The methods the document gives a path. */
export type MethodOf<P extends keyof Paths> = {
  [K in Method]-?: undefined extends Paths[P][K] ? never : K;
}[Method];

/** The JSON of a request body or an answer in the generated types. */
export type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type BodyOf<P extends keyof Paths, M extends MethodOf<P>> = Paths[P][M] extends {
  requestBody?: infer R;
}
  ? JsonOf<NonNullable<R>>
  : never;

type QueryOf<P extends keyof Paths, M extends MethodOf<P>> = Paths[P][M] extends {
  parameters: { query?: infer Q };
}
  ? Q
  : never;

/** The statuses the document gives an operation. */
type StatusOf<P extends keyof Paths, M extends MethodOf<P>> = Paths[P][M] extends { responses: infer R }
  ? keyof R & number
  : never;

export type AnswerOf<P extends keyof Paths, M extends MethodOf<P>, S extends number> = Paths[P][M] extends {
  responses: infer R;
}
  ? S extends keyof R
    ? JsonOf<R[S]>
    : never
  : never;

type CallOptions<P extends keyof Paths, M extends MethodOf<P>> = {
  token?: string;
  params?: Record<string, string | number>;
  query?: QueryOf<P, M>;
  body?: BodyOf<P, M>;
  language?: string;
};

/** A query as the document describes it: objects (`filter`) as deepObject, `filter[name]=value`. */
function queryString(query: object): string {
  const pairs = Object.entries(query).flatMap(([name, value]: [string, unknown]) =>
    value !== null && typeof value === 'object'
      ? Object.entries(value).map(
          ([key, inner]: [string, unknown]) => `${name}[${key}]=${encodeURIComponent(String(inner))}`,
        )
      : [`${name}=${encodeURIComponent(String(value))}`],
  );
  // Brackets as written (`filter[kind]=payment`), as the app's own requests send them.
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/**
 * One operation of the API as the server documents it; fails the spec unless it answers `status`, and
 * answers the body as the document types it for that status.
 */
export async function call<P extends keyof Paths, M extends MethodOf<P>, S extends number>(
  baseUrl: string,
  method: M,
  path: P,
  status: S & StatusOf<P, M>,
  { token, params = {}, query, body, language }: CallOptions<P, M> = {},
): Promise<AnswerOf<P, M, S>> {
  const url = String(path).replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const answer = await api(baseUrl, url + queryString(query ?? {}), {
    method: String(method).toUpperCase(),
    token,
    body,
    language,
  });
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  // The server's answer for this status, as its own document describes it (a server test checks the
  // document against the routes' schemas).
  return answer.body as AnswerOf<P, M, S>;
}
