import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balanceEditSchema,
  balanceRecordSchema,
  dataOf,
  formatMinor,
  idParams,
  memberDetailSchema,
  memberListQuery,
  memberSchema,
  memberUpdateSchema,
  pageOf,
  type Member,
} from '@app/contracts';
import { currentAdmin } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { sendCsv } from '../../http/csv-export.ts';
import { Forbidden } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { allMembers, editBalance, getMember, listMembers, updateMember } from './service.ts';

const tags = ['users'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const query = { access: 'users.query' } as const;
  app.get(
    '/api/users',
    {
      config: query,
      schema: { tags, querystring: memberListQuery, response: { 200: pageOf(memberSchema) } },
    },
    async (req) => listMembers(app.db, req.query),
  );
  app.get(
    '/api/users/export',
    { config: query, schema: { tags, querystring: memberListQuery } },
    async (req, reply) =>
      sendCsv<Member>(
        reply,
        'users',
        [
          { header: 'id', value: (m) => m.id },
          { header: 'name', value: (m) => m.name },
          { header: 'nickname', value: (m) => m.nickname },
          { header: 'balance', value: (m) => m.balance },
          { header: 'balance_major', value: (m) => formatMinor(m.balance, 2).replace(/,/g, '') },
          { header: 'invitation_code', value: (m) => m.invitation_code },
          { header: 'superior', value: (m) => m.superior?.name ?? '' },
          { header: 'created_at', value: (m) => m.created_at },
        ],
        allMembers(app.db, req.query.filter),
      ),
  );
  app.get(
    '/api/users/:id',
    { config: query, schema: { tags, params: idParams, response: { 200: dataOf(memberDetailSchema) } } },
    async (req) => ({
      data: await getMember(app.db, req.params.id),
    }),
  );

  app.put(
    '/api/users/:id',
    {
      config: { access: 'users.modify' },
      schema: {
        tags,
        params: idParams,
        body: memberUpdateSchema,
        response: { 200: dataOf(memberDetailSchema) },
      },
    },
    async (req) => {
      const admin = currentAdmin(req);
      // Spec §6: changing a member's passwords is its own permission.
      const touchesPasswords = Boolean(req.body.password || req.body.pay_password);
      if (touchesPasswords && !admin.isSuper && !admin.permissions.some((p) => p.name === 'users.password'))
        throw Forbidden();
      return { data: await updateMember(app.db, actorOf(req), req.params.id, req.body) };
    },
  );

  app.post(
    '/api/users/:id/balance',
    {
      config: { access: 'users.balance' },
      schema: {
        tags,
        params: idParams,
        body: balanceEditSchema,
        response: { 201: dataOf(balanceRecordSchema) },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      // The edit is one statement (ledger/one-change.ts): balance, ledger record and audit row together.
      return idempotent(
        app.db,
        req,
        reply,
        `admin:${actor.adminId}`,
        async (tx) => ({
          status: 201,
          body: { data: await editBalance(tx, actor, req.params.id, req.body) },
        }),
        { oneStatement: true },
      );
    },
  );
};
