import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { investmentListQuery, investmentSchema, pageOf, type Investment } from '@app/contracts';
import { sendCsv } from '../../http/csv-export.ts';
import { allInvestments, listInvestments } from './service.ts';

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
      sendCsv<Investment>(
        reply,
        'investments',
        [
          { header: 'id', value: (i) => i.id },
          { header: 'user_id', value: (i) => i.user.id },
          { header: 'user', value: (i) => i.user.name },
          { header: 'project_id', value: (i) => i.project.id },
          { header: 'project', value: (i) => i.project.name },
          { header: 'amount', value: (i) => i.amount },
          { header: 'profit_percent', value: (i) => i.profit_percent },
          { header: 'profit', value: (i) => i.profit },
          { header: 'status', value: (i) => i.status },
          { header: 'created_at', value: (i) => i.created_at },
          { header: 'settle_at', value: (i) => i.settle_at },
          { header: 'settled_at', value: (i) => i.settled_at },
        ],
        allInvestments(app.db, req.query.filter, { cursor: app.database.kind === 'postgres' }),
      ),
  );
};
