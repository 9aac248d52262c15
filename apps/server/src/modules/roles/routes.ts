import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataOf,
  idParams,
  roleListQuery,
  rolePermissionsSchema,
  roleSchema,
  roleUpdateSchema,
  roleWriteSchema,
} from '@app/contracts';
import { actorOf } from '../../route-kit/access.ts';
import { crudRoutes } from '../../route-kit/crud-routes.ts';
import * as service from './service.ts';

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  crudRoutes(app, {
    path: '/api/roles',
    tag: 'roles',
    nouns: { one: 'a role', many: 'roles' },
    permissions: { query: 'roles.query', add: 'roles.add', modify: 'roles.modify', delete: 'roles.delete' },
    item: roleSchema,
    listQuery: roleListQuery,
    create: roleWriteSchema,
    update: roleUpdateSchema,
    service: {
      list: service.listRoles,
      get: service.getRole,
      create: service.createRole,
      update: service.updateRole,
      remove: service.deleteRole,
    },
  });

  app.put(
    '/api/roles/:id/permissions',
    {
      config: { access: 'roles.permissions' },
      schema: {
        summary: "Set a role's permissions",
        tags: ['roles'],
        params: idParams,
        body: rolePermissionsSchema,
        response: { 200: dataOf(roleSchema) },
      },
    },
    async (req) => ({
      data: await service.setRolePermissions(app.db, actorOf(req), req.params.id, req.body.permissions),
    }),
  );
};
