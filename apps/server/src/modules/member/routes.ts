import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataOf,
  investmentSchema,
  memberInvestSchema,
  memberLoginSchema,
  memberProfileSchema,
  memberProjectSchema,
  memberRegisterSchema,
  memberWithdrawSchema,
  tokenAnswerSchema,
  withdrawalSchema,
} from '@app/contracts';
import { currentMemberId } from '../../http/access.ts';
import { idempotent } from '../../http/idempotency.ts';
import { invest } from '../investments/service.ts';
import { requestWithdrawal } from '../withdrawals/service.ts';
import { memberLogin, memberProfile, registerMember, visibleProjects } from './service.ts';

const tags = ['member'];
const member = { access: 'member' } as const;

// The member API for customers' apps (API.md "Member API").
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/member/register',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags, body: memberRegisterSchema, response: { 201: tokenAnswerSchema } },
    },
    async (req, reply) => reply.status(201).send(await registerMember(app.db, req.body)),
  );
  app.post(
    '/api/member/tokens',
    {
      config: { access: 'public' },
      schema: { tags, body: memberLoginSchema, response: { 201: tokenAnswerSchema } },
    },
    async (req, reply) => reply.status(201).send(await memberLogin(app.db, req.body, req.ip)),
  );
  app.get(
    '/api/member/me',
    { config: member, schema: { tags, response: { 200: dataOf(memberProfileSchema) } } },
    async (req) => ({ data: await memberProfile(app.db, currentMemberId(req)) }),
  );
  app.get(
    '/api/member/projects',
    { config: member, schema: { tags, response: { 200: z.object({ data: z.array(memberProjectSchema) }) } } },
    async () => ({ data: await visibleProjects(app.db) }),
  );
  app.post(
    '/api/member/investments',
    {
      config: member,
      schema: { tags, body: memberInvestSchema, response: { 201: dataOf(investmentSchema) } },
    },
    async (req, reply) => {
      const userId = currentMemberId(req);
      return idempotent(app.db, req, reply, `member:${userId}`, async (tx) => {
        const investment = await invest(tx, userId, req.body);
        return {
          status: 201,
          body: { data: investment },
          events: [{ type: 'investment.created', data: investment }],
        };
      });
    },
  );
  app.post(
    '/api/member/withdrawals',
    {
      config: member,
      schema: { tags, body: memberWithdrawSchema, response: { 201: dataOf(withdrawalSchema) } },
    },
    async (req, reply) => {
      const userId = currentMemberId(req);
      return idempotent(app.db, req, reply, `member:${userId}`, async (tx) => {
        const withdrawal = await requestWithdrawal(tx, userId, req.body);
        return {
          status: 201,
          body: { data: withdrawal },
          events: [{ type: 'withdrawal.created', data: withdrawal }],
        };
      });
    },
  );
};
