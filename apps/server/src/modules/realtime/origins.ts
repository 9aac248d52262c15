import type { FastifyRequest } from 'fastify';

/**
 * Whether the page that opens a socket may: one served by this server (its Origin names the host the
 * request came to), or one of ALLOWED_ORIGINS. A client that is no browser sends no Origin and is let
 * through; its token still decides.
 */
export function originAllowed(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    // The Host header read the way the Origin is written, so `host:443` matches `https://host`.
    const served = new URL(`${url.protocol}//${request.host}`);
    return url.host === served.host || allowed.includes(url.origin);
  } catch {
    return false;
  }
}
