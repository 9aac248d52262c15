import type { FastifyPluginAsync } from 'fastify';
import { projectListQuery, projectSchema, projectWriteSchema } from '@app/contracts';
import { crudRoutes } from '../../route-kit/crud-routes.ts';
import * as service from './service.ts';

export const projectRoutes: FastifyPluginAsync = async (app) => {
  crudRoutes(app, {
    path: '/api/projects',
    tag: 'projects',
    nouns: { one: 'a project', many: 'projects' },
    permissions: {
      query: 'projects.query',
      add: 'projects.add',
      modify: 'projects.modify',
      delete: 'projects.delete',
    },
    item: projectSchema,
    listQuery: projectListQuery,
    create: projectWriteSchema,
    update: projectWriteSchema,
    service: {
      list: service.listProjects,
      get: service.getProject,
      create: service.createProject,
      update: service.updateProject,
      remove: service.deleteProject,
    },
  });
};
