import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminCreateSchema, adminListQuery, adminSchema, adminUpdateSchema, idParams } from '@app/contracts';
import { actorOf } from '../../route-kit/access.ts';
import { crudRoutes } from '../../route-kit/crud-routes.ts';
import * as service from './service.ts';

export const adminRoutes: FastifyPluginAsync = async (app) => {
  crudRoutes(app, {
    path: '/api/admins',
    tag: 'admins',
    nouns: { one: 'an admin', many: 'admins' },
    permissions: {
      query: 'admins.query',
      add: 'admins.add',
      modify: 'admins.modify',
      delete: 'admins.delete',
    },
    item: adminSchema,
    listQuery: adminListQuery,
    create: adminCreateSchema,
    update: adminUpdateSchema,
    service: {
      list: service.listAdmins,
      get: service.showAdmin,
      create: service.createAdmin,
      update: service.updateAdmin,
      remove: service.deleteAdmin,
    },
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admins/:id/sign-out',
    {
      config: { access: 'admins.modify' },
      schema: { summary: "End all of an admin's sessions", tags: ['admins'], params: idParams },
    },
    async (req, reply) => {
      await service.signOutAdmin(app.db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
};
