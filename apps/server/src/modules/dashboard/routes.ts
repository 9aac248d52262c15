import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { dashboardQuery, dashboardSchema, dataOf } from '@app/contracts';
import { responseSerializerCompiler } from '../../route-kit/response-serializer.ts';
import { dashboardFigures } from './service.ts';

const tags = ['dashboard'];
const url = '/api/dashboard';
const answer = dataOf(dashboardSchema);

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each range's answer is checked against its contract and written once, when its figures are computed;
  // the requests that find it remembered send those bytes as they are.
  const write = responseSerializerCompiler({ schema: answer, method: 'GET', url, httpStatus: '200' });
  const figures = dashboardFigures(app.database, {
    present: (dashboard) => Buffer.from(write({ data: dashboard })),
    onError: (err) => app.log.error({ err }, 'dashboard figures not refreshed'),
  });
  app.get(
    url,
    {
      config: { access: 'dashboard.query' },
      schema: {
        summary: "The home page's figures for a range of days",
        tags,
        querystring: dashboardQuery,
        response: { 200: answer },
      },
    },
    async (req, reply) => {
      const written = await figures.get(req.query.filter);
      // Bytes with a JSON type are sent as they are: the route's serializer already wrote them.
      return reply.type('application/json; charset=utf-8').send(written as unknown as z.infer<typeof answer>);
    },
  );
};
