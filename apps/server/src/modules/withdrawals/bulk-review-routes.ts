import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataOf,
  withdrawalBulkReviewSchema,
  withdrawalBulkSummarySchema,
  type WithdrawalBulkSummary,
} from '@app/contracts';
import { holds } from '../../core/actor.ts';
import { actorOf, currentAdmin } from '../../route-kit/access.ts';
import { pickLanguage, translate } from '../../core/i18n/index.ts';
import { idempotentInSteps } from '../../route-kit/idempotency-in-steps.ts';
import { bulkReviewWithdrawals } from './bulk-review.ts';

// On PostgreSQL a few rows are reviewed at once, each on its own pooled connection; the pool keeps the rest.
const ROWS_AT_ONCE = 4;

export const withdrawalBulkReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/withdrawals/reviews',
    {
      config: { access: 'withdrawals.review' },
      schema: {
        summary: 'Approve or reject many withdrawals at once',
        description:
          'One decision and one comment for the rows named by `ids`, or for every row the review ' +
          "list's `filter` matches now but those in `except` (at most 1 000 either way). Each row is " +
          'reviewed as a single review is, in a transaction of its own: `done` lists the rows decided, ' +
          '`skipped` the rows left as they were, each with its reason.',
        tags: ['withdrawals'],
        body: withdrawalBulkReviewSchema,
        response: { 200: dataOf(withdrawalBulkSummarySchema) },
      },
    },
    async (req, reply) => {
      // Every row is checked as a single review checks it, permission included.
      const reviewer = { ...actorOf(req), mayReview: holds(currentAdmin(req), 'withdrawals.review') };
      const lang = pickLanguage(req.headers['accept-language']);
      return idempotentInSteps(app.db, req, reply, `admin:${reviewer.adminId}`, async () => {
        const outcome = await bulkReviewWithdrawals(app.db, reviewer, req.body, {
          rowsAtOnce: app.database.pool().max > 1 ? ROWS_AT_ONCE : 1,
          onUnexpected: (id, err) =>
            req.log.error({ err, withdrawalId: id }, 'bulk review of a withdrawal failed'),
        });
        const summary: WithdrawalBulkSummary = {
          done: outcome.done.map((w) => w.id),
          // Above the four-eyes threshold an approval is a first step: the row waits for another admin.
          awaiting_second: outcome.done.filter((w) => w.status !== req.body.status).map((w) => w.id),
          skipped: outcome.skipped.map(({ id, error }) => ({
            id,
            reason: error.key,
            message: translate(lang, error.key, error.params),
          })),
        };
        return {
          status: 200,
          body: { data: summary },
          events: outcome.done.map((data) => ({ type: 'withdrawal.reviewed' as const, data })),
        };
      });
    },
  );
};
