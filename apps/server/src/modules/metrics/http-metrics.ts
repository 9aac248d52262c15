import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** The route label of a request no route matched (a 404): a fixed word, never the URL asked for. */
export const UNMATCHED_ROUTE = 'unmatched';
// The built web app's hashed files are a route each (@fastify/static): one label for all of them.
const WEB_ASSETS = /^\/assets\//;

const routeOf = (request: FastifyRequest) => {
  const pattern = request.routeOptions.url;
  if (!pattern) return UNMATCHED_ROUTE;
  return WEB_ASSETS.test(pattern) ? '/assets/*' : pattern;
};

/** Times every answer by method, route pattern and status: the latency and error rate by route. */
export function measureRequests(app: FastifyInstance, registry: Registry) {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // An events socket's upgrade is no answer: its "duration" would be the socket's life.
    if (request.ws) return;
    duration.observe(
      { method: request.method, route: routeOf(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
