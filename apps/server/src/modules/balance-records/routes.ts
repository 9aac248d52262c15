import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balanceRecordListQuery, balanceRecordSchema, pageOf, type BalanceRecord } from '@app/contracts';
import { sendCsv } from '../../http/csv-export.ts';
import { allBalanceRecords, listBalanceRecords } from './service.ts';

const tags = ['balance-records'];
const config = { access: 'balance-records.query' } as const;

export const balanceRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/balance-records',
    {
      config,
      schema: { tags, querystring: balanceRecordListQuery, response: { 200: pageOf(balanceRecordSchema) } },
    },
    async (req) => listBalanceRecords(app.db, req.query),
  );
  app.get(
    '/api/balance-records/export',
    { config, schema: { tags, querystring: balanceRecordListQuery } },
    async (req, reply) =>
      sendCsv<BalanceRecord>(
        reply,
        'balance-records',
        [
          { header: 'id', value: (r) => r.id },
          { header: 'user_id', value: (r) => r.user.id },
          { header: 'user', value: (r) => r.user.name },
          { header: 'kind', value: (r) => r.kind },
          { header: 'amount', value: (r) => r.amount },
          { header: 'balance_before', value: (r) => r.balance_before },
          { header: 'balance_after', value: (r) => r.balance_after },
          { header: 'reference_id', value: (r) => r.reference_id },
          { header: 'operator', value: (r) => r.operator?.name ?? '' },
          { header: 'remarks', value: (r) => r.remarks },
          { header: 'created_at', value: (r) => r.created_at },
        ],
        allBalanceRecords(app.db, req.query.filter),
      ),
  );
};
