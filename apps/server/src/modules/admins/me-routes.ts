import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSessionSchema,
  currentAdminSchema,
  idParams,
  passwordChangeSchema,
  routeItemSchema,
} from '@app/contracts';
import { actorOf, currentAdmin } from '../../route-kit/access.ts';
import { routerTreeFor } from '../menus/router-tree.ts';
import { changeOwnPassword } from './me-service.ts';
import { endOwnSession, listOwnSessions } from './sessions.ts';

const tags = ['session'];
const config = { access: 'admin' } as const;

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admins/me',
    {
      config,
      schema: {
        summary: 'Show the signed-in admin',
        tags,
        response: { 200: z.object({ data: currentAdminSchema }) },
      },
    },
    async (req) => {
      const admin = currentAdmin(req);
      return {
        data: {
          id: admin.id,
          name: admin.name,
          email: admin.email,
          is_super: admin.isSuper,
          two_factor_enabled: admin.twoFactorEnabled,
          two_factor_required: admin.twoFactorRequired,
          role: admin.role,
          all_permissions: admin.permissions,
        },
      };
    },
  );

  app.patch(
    '/api/admins/me/password',
    {
      config,
      schema: { summary: "Change the signed-in admin's password", tags, body: passwordChangeSchema },
    },
    async (req, reply) => {
      await changeOwnPassword(app.db, actorOf(req), currentAdmin(req).tokenId, req.body);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admins/me/routers/tree',
    {
      config,
      schema: {
        summary: 'List the routes the signed-in admin may open',
        tags,
        response: { 200: z.object({ data: z.array(routeItemSchema) }) },
      },
    },
    async (req) => ({ data: await routerTreeFor(app.db, currentAdmin(req)) }),
  );

  app.get(
    '/api/admins/me/sessions',
    {
      config,
      schema: {
        summary: "List the signed-in admin's sessions",
        tags,
        response: { 200: z.object({ data: z.array(adminSessionSchema) }) },
      },
    },
    async (req) => {
      const admin = currentAdmin(req);
      return { data: await listOwnSessions(app.db, admin.id, admin.tokenId, app.config.tokenIdleMs) };
    },
  );

  app.delete(
    '/api/admins/me/sessions/:id',
    { config, schema: { summary: "End one of the signed-in admin's sessions", tags, params: idParams } },
    async (req, reply) => {
      await endOwnSession(app.db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
};
