import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, idParams, savedViewListQuery, savedViewSchema, savedViewWriteSchema } from '@app/contracts';
import { actorOf, currentAdmin } from '../../route-kit/access.ts';
import { createSavedView, deleteSavedView, listSavedViews } from './service.ts';

const tags = ['saved-views'];
// Every signed-in admin keeps views of the lists for themselves; no one sees another's.
const config = { access: 'admin' } as const;

export const savedViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/saved-views',
    {
      config,
      schema: {
        summary: "List the signed-in admin's saved views",
        description: 'Of one screen with `filter[screen]`, by name; at most 50 a screen.',
        tags,
        querystring: savedViewListQuery,
        response: { 200: z.object({ data: z.array(savedViewSchema) }) },
      },
    },
    async (req) => ({ data: await listSavedViews(app.db, currentAdmin(req).id, req.query) }),
  );
  app.post(
    '/api/saved-views',
    {
      config,
      schema: {
        summary: 'Save a view of a list for the signed-in admin',
        description: 'A name is unique per admin and screen (409); a screen keeps at most 50 views (422).',
        tags,
        body: savedViewWriteSchema,
        response: { 201: dataOf(savedViewSchema) },
      },
    },
    async (req, reply) => {
      const created = await createSavedView(app.db, actorOf(req), currentAdmin(req).id, req.body);
      return reply.status(201).send({ data: created });
    },
  );
  app.delete(
    '/api/saved-views/:id',
    {
      config,
      schema: { summary: "Delete one of the signed-in admin's saved views", tags, params: idParams },
    },
    async (req, reply) => {
      await deleteSavedView(app.db, actorOf(req), currentAdmin(req).id, req.params.id);
      return reply.status(204).send();
    },
  );
};
