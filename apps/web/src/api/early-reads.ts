import { http, type HttpResponse } from './http.ts';
import { sessionReads } from './opening-reads.ts';

/**
 * The session's first reads, asked for as the app starts (main.tsx) while the shell's scripts are on
 * their way; each reader then takes its answer once (getOnce) instead of asking again.
 */
export { sessionReads };

const asked = new Map<string, Promise<HttpResponse>>();
// Taken answers stay readable by peekEarly: the dashboard's warm-up arrives in a script of its own and
// may look after the session loader has taken the admin's answer.
const taken = new Set<string>();

export function askEarly(urls: readonly string[]): void {
  for (const url of urls) {
    const answer = http.get(url);
    // Its taker handles a failure; one never taken (the visit went elsewhere) must not be reported as unhandled.
    answer.catch(() => undefined);
    asked.set(url, answer);
    taken.delete(url);
  }
}

/** The answer asked for early, taken or not, without taking it: for one who only wants to start on it. */
export function peekEarly<T>(url: string): Promise<HttpResponse<T>> | undefined {
  return asked.get(url) as Promise<HttpResponse<T>> | undefined;
}

/** A GET of this path: the early answer the first time, if one was asked for, else a new request. */
export function getOnce<T>(url: string): Promise<HttpResponse<T>> {
  const early = taken.has(url) ? undefined : (asked.get(url) as Promise<HttpResponse<T>> | undefined);
  taken.add(url);
  return early ?? http.get<T>(url);
}
