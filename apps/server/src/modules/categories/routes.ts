import type { FastifyPluginAsync } from 'fastify';
import { categoryListQuery, categorySchema, categoryWriteSchema } from '@app/contracts';
import { crudRoutes } from '../../route-kit/crud-routes.ts';
import * as service from './service.ts';

export const categoryRoutes: FastifyPluginAsync = async (app) => {
  crudRoutes(app, {
    path: '/api/project-categories',
    tag: 'categories',
    nouns: { one: 'a project category', many: 'project categories' },
    permissions: {
      query: 'categories.query',
      add: 'categories.add',
      modify: 'categories.modify',
      delete: 'categories.delete',
    },
    item: categorySchema,
    listQuery: categoryListQuery,
    create: categoryWriteSchema,
    update: categoryWriteSchema,
    service: {
      list: service.listCategories,
      get: service.getCategory,
      create: service.createCategory,
      update: service.updateCategory,
      remove: service.deleteCategory,
    },
  });
};
