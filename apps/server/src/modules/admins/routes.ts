import type { FastifyPluginAsync } from 'fastify';
import { adminCreateSchema, adminListQuery, adminSchema, adminUpdateSchema } from '@app/contracts';
import { crudRoutes } from '../../http/crud-routes.ts';
import * as service from './service.ts';

export const adminRoutes: FastifyPluginAsync = async (app) => {
  crudRoutes(app, {
    path: '/api/admins',
    tag: 'admins',
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
      get: service.getAdmin,
      create: service.createAdmin,
      update: service.updateAdmin,
      remove: service.deleteAdmin,
    },
  });
};
