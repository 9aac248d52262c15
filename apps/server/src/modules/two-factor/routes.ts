import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recoveryCodesSchema,
  twoFactorConfirmSchema,
  twoFactorPasswordSchema,
  twoFactorQrCodeSchema,
  twoFactorSecretKeySchema,
} from '@app/contracts';
import { actorOf, currentAdmin } from '../../route-kit/access.ts';
import * as twoFactor from './service.ts';

const tags = ['two-factor'];

// Fortify-shaped two-factor routes (API.md "Two-factor"), for the signed-in admin.
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'admin' } as const;

  app.post(
    '/user/two-factor-authentication',
    { config, schema: { summary: 'Enable two-factor authentication', tags, body: twoFactorPasswordSchema } },
    async (req, reply) => {
      await twoFactor.enableTwoFactor(app.db, app.secretBox, actorOf(req), req.body.current_password);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/user/two-factor-authentication',
    { config, schema: { summary: 'Disable two-factor authentication', tags, body: twoFactorPasswordSchema } },
    async (req, reply) => {
      await twoFactor.disableTwoFactor(app.db, actorOf(req), req.body.current_password);
      return reply.status(204).send();
    },
  );

  app.get(
    '/user/two-factor-qr-code',
    {
      config,
      schema: { summary: 'Show the two-factor QR code', tags, response: { 200: twoFactorQrCodeSchema } },
    },
    async (req) => twoFactor.twoFactorQrCode(app.db, app.secretBox, currentAdmin(req).id),
  );

  app.get(
    '/user/two-factor-secret-key',
    {
      config,
      schema: {
        summary: 'Show the two-factor secret key',
        tags,
        response: { 200: twoFactorSecretKeySchema },
      },
    },
    async (req) => ({
      secretKey: await twoFactor.twoFactorSecret(app.db, app.secretBox, currentAdmin(req).id),
    }),
  );

  app.post(
    '/user/confirmed-two-factor-authentication',
    {
      config,
      schema: {
        summary: 'Confirm two-factor authentication with a code',
        tags,
        body: twoFactorConfirmSchema,
      },
    },
    async (req, reply) => {
      await twoFactor.confirmTwoFactor(app.db, app.secretBox, actorOf(req), req.body.code);
      return reply.status(204).send();
    },
  );

  app.get(
    '/user/two-factor-recovery-codes',
    { config, schema: { summary: 'Show the recovery codes', tags, response: { 200: recoveryCodesSchema } } },
    async (req) => twoFactor.recoveryCodes(app.db, app.secretBox, currentAdmin(req).id),
  );

  app.post(
    '/user/two-factor-recovery-codes',
    { config, schema: { summary: 'Replace the recovery codes', tags } },
    async (req, reply) => {
      await twoFactor.regenerateRecoveryCodes(app.db, app.secretBox, actorOf(req));
      return reply.status(204).send();
    },
  );
};
