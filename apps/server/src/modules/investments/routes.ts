import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { investmentListQuery, investmentSchema, pageOf } from '@app/contracts';
import { sendCsvText } from '../../http/csv-export.ts';
import { investmentCsv, investmentCsvHeaders, listInvestments } from './service.ts';

const tags = ['investments'];
const config = { access: 'investments.query' } as const;

export const investmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/investments',
    {
      config,
      schema: { tags, querystring: investmentListQuery, response: { 200: pageOf(investmentSchema) } },
    },
    async (req) => listInvestments(app.db, req.query),
  );
  app.get(
    '/api/investments/export',
    { config, schema: { tags, querystring: investmentListQuery } },
    async (req, reply) =>
      sendCsvText(reply, 'investments', investmentCsvHeaders, investmentCsv(app.database, req.query.filter)),
  );
};
