import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's security headers on every answer (DESIGN.md §5). Its middleware is built once here: the
 * Fastify wrapper builds it anew for each request, parsing the content security policy every time.
 */
async function securityHeadersPlugin(app: FastifyInstance) {
  const setHeaders = helmet({ crossOriginEmbedderPolicy: false });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
