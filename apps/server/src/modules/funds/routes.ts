import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportQueryOf, fundFigureNames, fundListQuery, fundPageSchema, type FundDay } from '@app/contracts';
import type { ExportColumn } from '../../route-kit/exports/export-format.ts';
import { sendExport } from '../../route-kit/exports/send-export.ts';
import { allFundDays, listFundDays } from './service.ts';

const tags = ['funds'];
const config = { access: 'funds.query' } as const;

// The columns of the fund details screen: the day, then each figure in currency units.
const fundExport: ExportColumn<FundDay>[] = [
  { header: 'date', value: (day) => day.date },
  ...fundFigureNames.map((name): ExportColumn<FundDay> => ({
    header: name,
    kind: 'amount',
    value: (day) => day[name],
  })),
];

export const fundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/funds',
    {
      config,
      schema: {
        summary: "List each day's fund figures",
        tags,
        querystring: fundListQuery,
        response: { 200: fundPageSchema },
      },
    },
    async (req) => listFundDays(app.db, req.query),
  );
  app.get(
    '/api/funds/export',
    {
      config,
      schema: { summary: "Export each day's fund figures", tags, querystring: exportQueryOf(fundListQuery) },
    },
    async (req, reply) =>
      sendExport<FundDay>(reply, req, app.db, {
        name: 'funds',
        query: req.query,
        columns: fundExport,
        page: () => listFundDays(app.db, req.query),
        all: () => allFundDays(app.db, req.query.filter),
      }),
  );
};
