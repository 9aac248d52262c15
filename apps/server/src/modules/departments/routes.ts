import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { departmentSchema, departmentTreeQuery, departmentWriteSchema } from '@app/contracts';
import { crudRoutes } from '../../route-kit/crud-routes.ts';
import * as service from './service.ts';

export const departmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/departments/tree',
    {
      config: { access: 'departments.query' },
      schema: {
        summary: 'Show the department tree',
        tags: ['departments'],
        querystring: departmentTreeQuery,
        response: { 200: z.object({ data: z.array(departmentSchema) }) },
      },
    },
    async (req) => ({ data: await service.departmentTree(app.db, req.query.filter.keyword) }),
  );

  crudRoutes(app, {
    path: '/api/departments',
    tag: 'departments',
    nouns: { one: 'a department', many: 'departments' },
    permissions: {
      query: 'departments.query',
      add: 'departments.add',
      modify: 'departments.modify',
      delete: 'departments.delete',
    },
    item: departmentSchema,
    listIsPage: false,
    create: departmentWriteSchema,
    update: departmentWriteSchema,
    service: {
      list: service.listDepartments,
      get: service.getDepartment,
      create: service.createDepartment,
      update: service.updateDepartment,
      remove: service.deleteDepartment,
    },
  });
};
