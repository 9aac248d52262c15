import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balanceAdjustmentSchema,
  balanceEditSchema,
  balanceRecordSchema,
  dataOf,
  exportQueryOf,
  idParams,
  memberDetailSchema,
  memberListQuery,
  memberSchema,
  memberUpdateSchema,
  pageOf,
  type Member,
} from '@app/contracts';
import { actorOf, currentAdmin } from '../../route-kit/access.ts';
import type { ExportColumn } from '../../route-kit/exports/export-format.ts';
import { sendExport } from '../../route-kit/exports/send-export.ts';
import { holds } from '../../core/actor.ts';
import { Forbidden } from '../../core/errors.ts';
import { idempotent } from '../../route-kit/idempotency.ts';
import {
  allMembers,
  editBalance,
  getMember,
  listMembers,
  signOutMember,
  unlockPayPassword,
  updateMember,
} from './service.ts';

const tags = ['users'];

// The columns of the user list, in its order.
const memberExport: ExportColumn<Member>[] = [
  { header: 'id', kind: 'number', value: (m) => m.id },
  { header: 'username', value: (m) => m.name },
  { header: 'nickname', value: (m) => m.nickname },
  { header: 'balance', kind: 'amount', value: (m) => m.balance },
  { header: 'invitation_code', value: (m) => m.invitation_code },
  { header: 'superior', value: (m) => m.superior?.name },
  { header: 'status', kind: { labels: 'member_status' }, value: (m) => (m.frozen ? 'frozen' : 'active') },
  { header: 'created_at', kind: 'time', value: (m) => m.created_at },
];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const query = { access: 'users.query' } as const;
  app.get(
    '/api/users',
    {
      config: query,
      schema: {
        summary: 'List members',
        tags,
        querystring: memberListQuery,
        response: { 200: pageOf(memberSchema) },
      },
    },
    async (req) => listMembers(app.db, req.query),
  );
  app.get(
    '/api/users/export',
    {
      config: query,
      schema: { summary: 'Export members', tags, querystring: exportQueryOf(memberListQuery) },
    },
    async (req, reply) =>
      sendExport<Member>(reply, req, app.db, {
        name: 'users',
        query: req.query,
        columns: memberExport,
        page: () => listMembers(app.db, req.query),
        all: () => allMembers(app.db, req.query.filter),
      }),
  );
  app.get(
    '/api/users/:id',
    {
      config: query,
      schema: {
        summary: 'Show a member with their totals',
        tags,
        params: idParams,
        response: { 200: dataOf(memberDetailSchema) },
      },
    },
    async (req) => ({
      data: await getMember(app.db, req.params.id),
    }),
  );

  app.put(
    '/api/users/:id',
    {
      config: { access: 'users.modify' },
      schema: {
        summary: "Update a member's nickname or passwords, or freeze the member",
        tags,
        params: idParams,
        body: memberUpdateSchema,
        response: { 200: dataOf(memberDetailSchema) },
      },
    },
    async (req) => {
      // Spec §6: changing a member's passwords is its own permission.
      const touchesPasswords = Boolean(req.body.password || req.body.pay_password);
      if (touchesPasswords && !holds(currentAdmin(req), 'users.password')) throw Forbidden();
      return { data: await updateMember(app.db, actorOf(req), req.params.id, req.body) };
    },
  );

  app.post(
    '/api/users/:id/sign-out',
    {
      config: { access: 'users.modify' },
      schema: { summary: "End all of a member's sessions", tags, params: idParams },
    },
    async (req, reply) => {
      await signOutMember(app.db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/users/:id/pay-password/unlock',
    {
      config: { access: 'users.password' },
      schema: {
        summary: "Unlock a member's pay password after 5 wrong ones in a row",
        description: '204; the member may withdraw again. Recorded in the audit log.',
        tags,
        params: idParams,
      },
    },
    async (req, reply) => {
      await unlockPayPassword(app.db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/users/:id/balance',
    {
      config: { access: 'users.balance' },
      schema: {
        summary: "Change a member's balance",
        tags,
        params: idParams,
        body: balanceEditSchema,
        description:
          'Above settings `approvals.balance_edit_above` (four-eyes) nothing moves yet: 202 with the pending ' +
          'adjustment, which another admin approves or rejects under /api/balance-adjustments.',
        response: { 201: dataOf(balanceRecordSchema), 202: dataOf(balanceAdjustmentSchema) },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      // The edit is one statement (ledger/one-change.ts): balance, ledger record and audit row together; a
      // pending adjustment is one statement too (balance-adjustments/service.ts).
      return idempotent(
        app.db,
        req,
        reply,
        `admin:${actor.adminId}`,
        async (tx) => {
          const { status, data } = await editBalance(tx, actor, req.params.id, req.body);
          return { status, body: { data } };
        },
        { oneStatement: true },
      );
    },
  );
};
