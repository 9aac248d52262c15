import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ok = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'public', rateLimit: false } as const;
  app.get(
    '/healthz',
    {
      config,
      schema: { summary: 'Check that the process is up', tags: ['operations'], response: { 200: ok } },
    },
    async () => ({
      status: 'ok' as const,
    }),
  );
  app.get(
    '/readyz',
    {
      config,
      schema: { summary: 'Check that the database answers', tags: ['operations'], response: { 200: ok } },
    },
    async () => {
      await app.database.ping();
      return { status: 'ok' as const };
    },
  );
};
