import type { FastifyPluginAsync } from 'fastify';
import { channelListQuery, channelSchema, channelWriteSchema } from '@app/contracts';
import { crudRoutes } from '../../route-kit/crud-routes.ts';
import { importRoute } from '../../route-kit/import-route.ts';
import * as service from './service.ts';

export const channelRoutes: FastifyPluginAsync = async (app) => {
  crudRoutes(app, {
    path: '/api/channels',
    tag: 'channels',
    nouns: { one: 'a channel', many: 'channels' },
    permissions: {
      query: 'channels.query',
      add: 'channels.add',
      modify: 'channels.modify',
      delete: 'channels.delete',
    },
    item: channelSchema,
    listQuery: channelListQuery,
    create: channelWriteSchema,
    update: channelWriteSchema,
    service: {
      list: service.listChannels,
      get: service.getChannel,
      create: service.createChannel,
      update: service.updateChannel,
      remove: service.deleteChannel,
    },
  });
  importRoute(app, {
    path: '/api/channels/import',
    tag: 'channels',
    createRoute: 'POST /api/channels',
    permissions: { add: 'channels.add', modify: 'channels.modify' },
    rowsOf: async () => service.channelImport,
  });
};
