import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balanceAdjustmentListQuery,
  balanceAdjustmentReviewSchema,
  balanceAdjustmentSchema,
  dataOf,
  idParams,
  pageOf,
} from '@app/contracts';
import { actorOf } from '../../route-kit/access.ts';
import { idempotent } from '../../route-kit/idempotency.ts';
import { getAdjustment, listAdjustments, reviewAdjustment } from './service.ts';

const tags = ['users'];
// Four-eyes: those who may edit balances check each other's large edits.
const config = { access: 'users.balance' } as const;

export const balanceAdjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/balance-adjustments',
    {
      config,
      schema: {
        summary: 'List the balance edits that wait for (or had) a second admin',
        tags,
        querystring: balanceAdjustmentListQuery,
        response: { 200: pageOf(balanceAdjustmentSchema) },
      },
    },
    async (req) => listAdjustments(app.db, req.query),
  );
  app.get(
    '/api/balance-adjustments/:id',
    {
      config,
      schema: {
        summary: 'Show a balance adjustment',
        tags,
        params: idParams,
        response: { 200: dataOf(balanceAdjustmentSchema) },
      },
    },
    async (req) => ({ data: await getAdjustment(app.db, req.params.id) }),
  );
  app.post(
    '/api/balance-adjustments/:id/review',
    {
      config,
      schema: {
        summary: 'Approve or reject a pending balance adjustment',
        description:
          'An admin other than its maker decides; approval moves the money once, through the ledger ' +
          '(422 when the balance no longer covers a decrease, and it stays pending). 409 for the maker ' +
          'and once decided.',
        tags,
        params: idParams,
        body: balanceAdjustmentReviewSchema,
        response: { 200: dataOf(balanceAdjustmentSchema) },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      return idempotent(app.db, req, reply, `admin:${actor.adminId}`, async (tx) => ({
        status: 200,
        body: { data: await reviewAdjustment(tx, actor, req.params.id, req.body) },
      }));
    },
  );
};
