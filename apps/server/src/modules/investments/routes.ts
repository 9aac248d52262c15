import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportQueryOf, investmentListQuery, investmentSchema, pageOf } from '@app/contracts';
import { sendCsvText } from '../../route-kit/csv-export.ts';
import { sqlCsvColumnsOf } from '../../route-kit/exports/export-format.ts';
import { exportFormatFor } from '../../route-kit/exports/send-export.ts';
import { investmentCsv, investmentExport, investmentExportWhere, listInvestments } from './service.ts';

const tags = ['investments'];
const config = { access: 'investments.query' } as const;

export const investmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/investments',
    {
      config,
      schema: {
        summary: 'List investments',
        tags,
        querystring: investmentListQuery,
        response: { 200: pageOf(investmentSchema) },
      },
    },
    async (req) => listInvestments(app.db, req.query),
  );
  app.get(
    '/api/investments/export',
    {
      config,
      schema: { summary: 'Export investments', tags, querystring: exportQueryOf(investmentListQuery) },
    },
    async (req, reply) => {
      // Times in the zone asked for, else the day filter's zone, else UTC.
      const format = await exportFormatFor(app.db, req, req.query, investmentExport, req.query.filter.tz);
      const columns = sqlCsvColumnsOf(investmentExport, format);
      const where = await investmentExportWhere(app.db, req.query);
      return sendCsvText(
        reply,
        'investments',
        columns.map((c) => c.header),
        investmentCsv(app.database, columns, where),
      );
    },
  );
};
