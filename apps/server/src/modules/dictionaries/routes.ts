import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataOf,
  dictionaryCodeParams,
  dictionaryItemSchema,
  dictionaryItemWriteSchema,
  dictionaryListQuery,
  dictionarySchema,
  dictionaryWriteSchema,
} from '@app/contracts';
import { actorOf } from '../../route-kit/access.ts';
import { crudRoutes } from '../../route-kit/crud-routes.ts';
import { importRoute } from '../../route-kit/import-route.ts';
import * as service from './service.ts';

export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dictionaries'];
  crudRoutes(app, {
    path: '/api/dictionaries',
    tag: 'dictionaries',
    nouns: { one: 'a dictionary', many: 'dictionaries' },
    permissions: {
      query: 'dictionaries.query',
      add: 'dictionaries.add',
      modify: 'dictionaries.modify',
      delete: 'dictionaries.delete',
    },
    item: dictionarySchema,
    listQuery: dictionaryListQuery,
    create: dictionaryWriteSchema,
    update: dictionaryWriteSchema,
    service: {
      list: service.listDictionaries,
      get: service.getDictionary,
      create: service.createDictionary,
      update: service.updateDictionary,
      remove: service.deleteDictionary,
    },
  });

  // Items are read by code, so screens can ask for "withdrawal_status" without knowing ids; every screen
  // renders status labels from them, so any signed-in admin may read items.
  app.get(
    '/api/dictionaries/:code/items',
    {
      config: { access: 'admin' },
      schema: {
        summary: "List a dictionary's items",
        tags,
        params: dictionaryCodeParams,
        response: { 200: z.object({ data: z.array(dictionaryItemSchema) }) },
      },
    },
    async (req) => ({ data: await service.listItems(app.db, req.params.code) }),
  );
  app.post(
    '/api/dictionaries/:code/items',
    {
      config: { access: 'dictionaries.add' },
      schema: {
        summary: 'Create a dictionary item',
        tags,
        params: dictionaryCodeParams,
        body: dictionaryItemWriteSchema,
        response: { 201: dataOf(dictionaryItemSchema) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ data: await service.createItem(app.db, actorOf(req), req.params.code, req.body) }),
  );
  crudRoutes(app, {
    path: '/api/dictionary-items',
    tag: 'dictionaries',
    nouns: { one: 'a dictionary item', many: 'dictionary items' },
    permissions: { modify: 'dictionaries.modify', delete: 'dictionaries.delete' },
    item: dictionaryItemSchema,
    update: dictionaryItemWriteSchema,
    service: { update: service.updateItem, remove: service.deleteItem },
  });
  importRoute(app, {
    path: '/api/dictionaries/:code/items/import',
    tag: 'dictionaries',
    createRoute: 'POST /api/dictionaries/{code}/items',
    permissions: { add: 'dictionaries.add', modify: 'dictionaries.modify' },
    params: dictionaryCodeParams,
    rowsOf: (db, params) => service.itemImport(db, params.code),
  });
};
