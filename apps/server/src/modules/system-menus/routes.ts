import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemMenuSchema, systemMenuTreeQuery, systemMenuWriteSchema } from '@app/contracts';
import { crudRoutes } from '../../route-kit/crud-routes.ts';
import * as service from './service.ts';

export const systemMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/system-menus/tree',
    {
      config: { access: 'menus.query' },
      schema: {
        summary: 'Show the menu tree',
        tags: ['menus'],
        querystring: systemMenuTreeQuery,
        response: { 200: z.object({ data: z.array(systemMenuSchema) }) },
      },
    },
    async (req) => ({ data: await service.menuTree(app.db, req.query.filter.keyword) }),
  );

  crudRoutes(app, {
    path: '/api/system-menus',
    tag: 'menus',
    nouns: { one: 'a menu', many: 'menus' },
    permissions: { query: 'menus.query', add: 'menus.add', modify: 'menus.modify', delete: 'menus.delete' },
    item: systemMenuSchema,
    create: systemMenuWriteSchema,
    update: systemMenuWriteSchema,
    service: {
      get: service.getMenu,
      create: service.createMenu,
      update: service.updateMenu,
      remove: service.deleteMenu,
    },
  });
};
