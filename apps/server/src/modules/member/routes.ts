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
import { currentMemberId, currentMemberTokenId } from '../../route-kit/access.ts';
import { idempotent } from '../../route-kit/idempotency.ts';
import { invest } from '../investments/service.ts';
import { requestWithdrawal } from '../withdrawals/service.ts';
import { checkPayPassword } from './pay-password.ts';
import { memberLogin, memberProfile, registerMember, visibleProjects } from './service.ts';
import { revokeMemberToken } from './tokens.ts';

const tags = ['member'];
const member = { access: 'member' } as const;

// The member API for customers' apps (API.md "Member API").
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/member/register',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        summary: 'Register a member',
        tags,
        body: memberRegisterSchema,
        response: { 201: tokenAnswerSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await registerMember(app.db, req.body, app.config.memberTokenTtlMs)),
  );
  app.post(
    '/api/member/tokens',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign a member in',
        description:
          'Five failed attempts a minute per name and address; the sixth answers 429 with Retry-After. ' +
          'Each attempt is counted before the password is checked, so parallel guesses get no more.',
        tags,
        body: memberLoginSchema,
        response: { 201: tokenAnswerSchema },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await memberLogin(app.db, app.loginThrottle, req.body, req.ip, app.config.memberTokenTtlMs)),
  );
  app.post(
    '/api/member/logout',
    { config: member, schema: { summary: 'Sign the member out', tags } },
    async (req, reply) => {
      await revokeMemberToken(app.db, currentMemberTokenId(req));
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/member/me',
    {
      config: member,
      schema: { summary: 'Show the signed-in member', tags, response: { 200: dataOf(memberProfileSchema) } },
    },
    async (req) => ({ data: await memberProfile(app.db, currentMemberId(req)) }),
  );
  app.get(
    '/api/member/projects',
    {
      config: member,
      schema: {
        summary: 'List the projects open to members',
        tags,
        response: { 200: z.object({ data: z.array(memberProjectSchema) }) },
      },
    },
    async () => ({ data: await visibleProjects(app.db) }),
  );
  app.post(
    '/api/member/investments',
    {
      config: member,
      schema: {
        summary: 'Invest in a project',
        tags,
        body: memberInvestSchema,
        response: { 201: dataOf(investmentSchema) },
      },
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
      schema: {
        summary: 'Ask for a withdrawal',
        description:
          '422 on `pay_password` for a wrong pay password; after 5 wrong ones in a row every request is refused ' +
          '(422 on `pay_password`, locked: contact support), even with the right one, until staff unlock it.',
        tags,
        body: memberWithdrawSchema,
        response: { 201: dataOf(withdrawalSchema) },
      },
    },
    async (req, reply) => {
      const userId = currentMemberId(req);
      // Counted and committed before the money's transaction, which a wrong one would roll back.
      await checkPayPassword(app.db, userId, req.body.pay_password);
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
