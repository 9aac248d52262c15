import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminWithdrawalSchema,
  dataOf,
  exportQueryOf,
  idParams,
  pageOf,
  withdrawalListQuery,
  withdrawalReviewSchema,
  withdrawalSchema,
  withdrawalSummarySchema,
  type Withdrawal,
} from '@app/contracts';
import { holds } from '../../core/actor.ts';
import { actorOf, currentAdmin } from '../../route-kit/access.ts';
import type { ExportColumn } from '../../route-kit/exports/export-format.ts';
import { sendExport } from '../../route-kit/exports/send-export.ts';
import { idempotent } from '../../route-kit/idempotency.ts';
import {
  allWithdrawals,
  getWithdrawal,
  listWithdrawals,
  reviewWithdrawal,
  withApprovalSteps,
  withdrawalSummary,
} from './service.ts';

const tags = ['withdrawals'];
// Reviewers read the withdrawals they review: the review screen lists them with review alone.
const config = { access: ['withdrawals.query', 'withdrawals.review'] } as const;

// The columns of the withdrawal screens; the card number whole, as the transfer is made from it.
const withdrawalExport: ExportColumn<Withdrawal>[] = [
  { header: 'id', kind: 'number', value: (w) => w.id },
  { header: 'user', value: (w) => w.user.name },
  { header: 'account_name', value: (w) => w.account_name },
  { header: 'card_number', value: (w) => w.card_number },
  { header: 'bank_name', value: (w) => w.bank_name },
  { header: 'withdrawal_amount', kind: 'amount', value: (w) => w.amount },
  { header: 'requested_at', kind: 'time', value: (w) => w.created_at },
  { header: 'review_status', kind: { dictionary: 'withdrawal_status' }, value: (w) => w.status },
  { header: 'review_comment', value: (w) => w.review_comment },
  { header: 'reviewer', value: (w) => w.reviewer?.name },
  { header: 'reviewed_at', kind: 'time', value: (w) => w.reviewed_at },
];

export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/withdrawals',
    {
      config,
      schema: {
        summary: 'List withdrawals',
        tags,
        querystring: withdrawalListQuery,
        response: { 200: pageOf(adminWithdrawalSchema) },
      },
    },
    async (req) => {
      const page = await listWithdrawals(app.db, req.query);
      return { ...page, data: await withApprovalSteps(app.db, page.data) };
    },
  );
  app.get(
    '/api/withdrawals/export',
    {
      config,
      schema: { summary: 'Export withdrawals', tags, querystring: exportQueryOf(withdrawalListQuery) },
    },
    async (req, reply) =>
      sendExport<Withdrawal>(reply, req, app.db, {
        name: 'withdrawals',
        query: req.query,
        columns: withdrawalExport,
        page: () => listWithdrawals(app.db, req.query),
        all: () => allWithdrawals(app.db, req.query),
      }),
  );
  app.get(
    '/api/withdrawals/summary',
    {
      config,
      schema: {
        summary: 'Count the withdrawals waiting for review',
        description:
          'How many requests are pending, since when the oldest waits, and the age (settings ' +
          '`withdrawal_overdue_hours`) past which the review screen marks a request overdue.',
        tags,
        response: { 200: dataOf(withdrawalSummarySchema) },
      },
    },
    async () => ({ data: await withdrawalSummary(app.db) }),
  );
  app.get(
    '/api/withdrawals/:id',
    {
      config,
      schema: {
        summary: 'Show a withdrawal',
        tags,
        params: idParams,
        response: { 200: dataOf(adminWithdrawalSchema) },
      },
    },
    async (req) => {
      const [withdrawal] = await withApprovalSteps(app.db, [await getWithdrawal(app.db, req.params.id)]);
      return { data: withdrawal! };
    },
  );
  app.post(
    '/api/withdrawals/:id/review',
    {
      config: { access: 'withdrawals.review' },
      schema: {
        summary: 'Approve or reject a withdrawal',
        description:
          'Four-eyes: above settings `approvals.withdrawal_above` a first approval answers ' +
          '`awaiting_second`, and an admin other than the first approves or rejects it (409 for the first). ' +
          'A rejection at either step refunds the amount; 409 once the request is decided.',
        tags,
        params: idParams,
        body: withdrawalReviewSchema,
        response: { 200: dataOf(withdrawalSchema) },
      },
    },
    async (req, reply) => {
      const reviewer = { ...actorOf(req), mayReview: holds(currentAdmin(req), 'withdrawals.review') };
      return idempotent(app.db, req, reply, `admin:${reviewer.adminId}`, async (tx) => {
        const withdrawal = await reviewWithdrawal(tx, reviewer, req.params.id, req.body);
        return {
          status: 200,
          body: { data: withdrawal },
          events: [{ type: 'withdrawal.reviewed', data: withdrawal }],
        };
      });
    },
  );
};
