import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currencyListQuery, currencySchema, currencyWriteSchema, dataOf } from '@app/contracts';
import { crudRoutes } from '../../route-kit/crud-routes.ts';
import { importRoute } from '../../route-kit/import-route.ts';
import * as service from './service.ts';

export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every screen shows amounts in the default currency's places, so any signed-in admin may read it.
  app.get(
    '/api/currencies/default',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Show the default currency',
        tags: ['currencies'],
        response: { 200: dataOf(currencySchema) },
      },
    },
    async () => ({ data: await service.getDefaultCurrency(app.db) }),
  );

  crudRoutes(app, {
    path: '/api/currencies',
    tag: 'currencies',
    nouns: { one: 'a currency', many: 'currencies' },
    permissions: {
      query: 'currencies.query',
      add: 'currencies.add',
      modify: 'currencies.modify',
      delete: 'currencies.delete',
    },
    item: currencySchema,
    listQuery: currencyListQuery,
    create: currencyWriteSchema,
    update: currencyWriteSchema,
    service: {
      list: service.listCurrencies,
      get: service.getCurrency,
      create: service.createCurrency,
      update: service.updateCurrency,
      remove: service.deleteCurrency,
    },
  });
  importRoute(app, {
    path: '/api/currencies/import',
    tag: 'currencies',
    createRoute: 'POST /api/currencies',
    permissions: { add: 'currencies.add', modify: 'currencies.modify' },
    rowsOf: async () => service.currencyImport,
  });
};
