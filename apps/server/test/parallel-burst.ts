import type { TestApp } from './harness.ts';

const listening = new WeakMap<TestApp, Promise<string>>();

/**
 * Sends the same kind of request many times at once over real sockets (docs: a loop of awaited calls
 * is not a burst; Promise.all of fetch calls reaches the server together). Answers status and body.
 */
export async function burst(
  t: TestApp,
  requests: { method: string; url: string; token: string; payload: unknown }[],
): Promise<{ statusCode: number; body: unknown }[]> {
  if (!listening.has(t)) listening.set(t, t.app.listen({ port: 0, host: '127.0.0.1' }));
  const address = await listening.get(t)!;
  return Promise.all(
    requests.map(async ({ method, url, token, payload }) => {
      const res = await fetch(`${address}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { statusCode: res.status, body: await res.json() };
    }),
  );
}
