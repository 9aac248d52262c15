import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { captchaSchema, loginBodySchema, tokenAnswerSchema, twoFactorChallengeSchema } from '@app/contracts';
import { actorOf, currentAdmin } from '../../route-kit/access.ts';
import { recordAudit } from '../audit-logs/service.ts';
import { issueCaptcha } from '../captcha/service.ts';
import { login } from './login-service.ts';
import { randomSecret } from '../../crypto/secrets.ts';
import { revokeAdminToken } from './tokens.ts';

const tags = ['session'];
const open = { access: 'public' } as const;

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only the CSRF route below writes a cookie and no route reads one: registered here, its hooks stay
  // out of every other request.
  await app.register(cookie);

  // Kept for clients that expect it; bearer tokens need no CSRF protection. Over HTTPS the cookie is
  // Secure and named with the __Host- prefix, so no plain-http page or other subdomain can set it.
  app.get(
    '/sanctum/csrf-cookie',
    { config: open, schema: { summary: 'Set the CSRF cookie (kept for compatibility)', tags } },
    async (req, reply) => {
      const secure = req.protocol === 'https';
      reply.setCookie(secure ? '__Host-XSRF-TOKEN' : 'XSRF-TOKEN', randomSecret(24), {
        path: '/',
        sameSite: 'lax',
        maxAge: 7200,
        secure,
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/captcha',
    {
      config: { ...open, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { summary: 'Draw a captcha', tags, response: { 200: z.object({ data: captchaSchema }) } },
    },
    async () => ({
      data: { ...(await issueCaptcha(app.db, app.captchaDrawer)), enabled: app.config.captcha },
    }),
  );

  app.post(
    '/api/tokens',
    {
      config: open,
      schema: {
        summary: 'Sign an admin in',
        description:
          'Five failed attempts a minute per email and address, and five codes a minute per admin for the ' +
          'second factor; the sixth answers 429 with Retry-After. Each attempt is counted before its secret ' +
          'is checked, so parallel guesses get no more.',
        tags,
        body: loginBodySchema,
        response: { 200: twoFactorChallengeSchema, 201: tokenAnswerSchema },
      },
    },
    async (req, reply) => {
      const answer = await login(
        {
          db: app.db,
          throttle: app.loginThrottle,
          secretBox: app.secretBox,
          captcha: app.config.captcha,
          tokenTtlMs: app.config.tokenTtlMs,
          client: { ip: req.ip, userAgent: req.headers['user-agent'] },
        },
        req.body.admin,
      );
      return 'token' in answer ? reply.status(201).send(answer) : reply.status(200).send(answer);
    },
  );

  app.post(
    '/logout',
    { config: { access: 'admin' }, schema: { summary: 'Sign out', tags } },
    async (req, reply) => {
      await app.db.transaction(async (tx) => {
        await revokeAdminToken(tx, currentAdmin(req).tokenId);
        await recordAudit(tx, actorOf(req), {
          action: 'session.logout',
          target: `admin:${currentAdmin(req).id}`,
        });
      });
      return reply.status(204).send();
    },
  );
};
