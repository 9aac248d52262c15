import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const isLoopback = (ip: string) => ip === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/i.test(ip);

// Digests of equal length, compared in constant time: the answer's timing tells nothing of the token.
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

/**
 * API.md Operations: /metrics answers a caller on this machine, or one showing METRICS_TOKEN. Behind a
 * trusted proxy (TRUST_PROXY) every hop must be this machine: the proxy's own peer and each forwarded
 * address, since a client can write `X-Forwarded-For: 127.0.0.1` itself and the proxy only appends.
 */
export function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if ((request.ips ?? [request.ip]).every(isLoopback)) return true;
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  return sameSecret(header.slice(7).trim(), token);
}
