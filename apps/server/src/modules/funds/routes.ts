import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fundFigureNames, fundListQuery, fundPageSchema, type FundDay } from '@app/contracts';
import { sendCsv } from '../../http/csv-export.ts';
import { allFundDays, listFundDays } from './service.ts';

const tags = ['funds'];
const config = { access: 'funds.query' } as const;

const csvColumns = [
  { header: 'date', value: (day: FundDay) => day.date },
  ...fundFigureNames.map((name) => ({ header: name, value: (day: FundDay) => day[name] })),
];

export const fundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/funds',
    { config, schema: { tags, querystring: fundListQuery, response: { 200: fundPageSchema } } },
    async (req) => listFundDays(app.db, req.query),
  );
  app.get('/api/funds/export', { config, schema: { tags, querystring: fundListQuery } }, async (req, reply) =>
    sendCsv(reply, 'funds', csvColumns, allFundDays(app.db, req.query.filter)),
  );
};
