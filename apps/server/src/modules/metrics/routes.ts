import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Forbidden } from '../../core/errors.ts';
import { mayScrape } from './scrape-access.ts';

export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metrics',
    {
      // Not a signed-in caller's route: it checks its caller itself (scrape-access.ts).
      config: { access: 'public' },
      schema: {
        summary: 'Read the metrics (Prometheus)',
        tags: ['operations'],
        description: [
          'The Prometheus text format: latency by route, the database pool, the settlement backlog, ledger',
          'records written, idempotent replays, throttled attempts, open events sockets and the process.',
          "Answered to a caller on the server's own machine (every hop, with `TRUST_PROXY`), or to one sending",
          '`Authorization: Bearer <METRICS_TOKEN>` when that is set; anyone else is answered 403.',
        ].join(' '),
      },
      onRequest: async (req) => {
        if (!mayScrape(req, app.config.metricsToken)) throw Forbidden();
      },
    },
    async (_req, reply) => {
      const { contentType, text } = await app.metrics.scrape();
      return reply.type(contentType).send(text);
    },
  );
};
