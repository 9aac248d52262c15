import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAdminSchema, passwordChangeSchema, routeItemSchema } from '@app/contracts';
import { currentAdmin } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { routerTreeFor } from '../menus/router-tree.ts';
import { changeOwnPassword } from './me-service.ts';

const tags = ['session'];
const config = { access: 'admin' } as const;

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admins/me',
    { config, schema: { tags, response: { 200: z.object({ data: currentAdminSchema }) } } },
    async (req) => {
      const admin = currentAdmin(req);
      return {
        data: {
          id: admin.id,
          name: admin.name,
          email: admin.email,
          is_super: admin.isSuper,
          two_factor_enabled: admin.twoFactorEnabled,
          role: admin.role,
          all_permissions: admin.permissions,
        },
      };
    },
  );

  app.patch(
    '/api/admins/me/password',
    { config, schema: { tags, body: passwordChangeSchema } },
    async (req, reply) => {
      await changeOwnPassword(app.db, actorOf(req), currentAdmin(req).tokenId, req.body);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admins/me/routers/tree',
    { config, schema: { tags, response: { 200: z.object({ data: z.array(routeItemSchema) }) } } },
    async (req) => ({ data: await routerTreeFor(app.db, currentAdmin(req)) }),
  );
};
