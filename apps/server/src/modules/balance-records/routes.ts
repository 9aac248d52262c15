import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balanceRecordListQuery,
  balanceRecordSchema,
  exportQueryOf,
  pageOf,
  type BalanceRecord,
} from '@app/contracts';
import type { ExportColumn } from '../../route-kit/exports/export-format.ts';
import { sendExport } from '../../route-kit/exports/send-export.ts';
import { allBalanceRecords, listBalanceRecords } from './service.ts';

const tags = ['balance-records'];
const config = { access: 'balance-records.query' } as const;

// The columns of the balance records screen, in its order.
const balanceRecordExport: ExportColumn<BalanceRecord>[] = [
  { header: 'id', kind: 'number', value: (r) => r.id },
  { header: 'user_id', kind: 'number', value: (r) => r.user.id },
  { header: 'user', value: (r) => r.user.name },
  { header: 'kind', kind: { dictionary: 'balance_record_kind' }, value: (r) => r.kind },
  { header: 'change', kind: 'amount', value: (r) => r.amount },
  { header: 'balance_before', kind: 'amount', value: (r) => r.balance_before },
  { header: 'balance_after', kind: 'amount', value: (r) => r.balance_after },
  { header: 'reason', kind: { dictionary: 'balance_reason' }, value: (r) => r.reason },
  { header: 'remark', value: (r) => r.remarks },
  { header: 'operator', value: (r) => r.operator?.name },
  { header: 'time', kind: 'time', value: (r) => r.created_at },
];

export const balanceRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/balance-records',
    {
      config,
      schema: {
        summary: 'List balance records',
        tags,
        querystring: balanceRecordListQuery,
        response: { 200: pageOf(balanceRecordSchema) },
      },
    },
    async (req) => listBalanceRecords(app.db, req.query),
  );
  app.get(
    '/api/balance-records/export',
    {
      config,
      schema: { summary: 'Export balance records', tags, querystring: exportQueryOf(balanceRecordListQuery) },
    },
    async (req, reply) =>
      sendExport<BalanceRecord>(reply, req, app.db, {
        name: 'balance-records',
        query: req.query,
        columns: balanceRecordExport,
        page: () => listBalanceRecords(app.db, req.query),
        all: () => allBalanceRecords(app.db, req.query.filter),
      }),
  );
};
