import type { FastifyPluginAsync } from 'fastify';
import { channelListQuery, channelSchema, channelWriteSchema } from '@app/contracts';
import { crudRoutes } from '../../http/crud-routes.ts';
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
};
