import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, settingsSchema, settingsUpdateSchema } from '@app/contracts';
import { currentAdmin } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { Forbidden } from '../../http/errors.ts';
import { readSettings, updateSettings } from './service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];
  app.get(
    '/api/settings',
    {
      config: { access: 'settings.edit' },
      schema: { summary: 'Show the settings', tags, response: { 200: dataOf(settingsSchema) } },
    },
    async () => ({ data: await readSettings(app.db) }),
  );
  app.put(
    '/api/settings',
    {
      config: { access: 'settings.save' },
      schema: {
        summary: 'Save the settings',
        tags,
        body: settingsUpdateSchema,
        response: { 200: dataOf(settingsSchema) },
      },
    },
    async (req) => {
      const admin = currentAdmin(req);
      // API.md: the investment part (settlement) and the four-eyes thresholds also need settings.confirm.
      if (
        (req.body.investment || req.body.approvals) &&
        !admin.isSuper &&
        !admin.permissions.some((p) => p.name === 'settings.confirm')
      ) {
        throw Forbidden();
      }
      return { data: await updateSettings(app.db, actorOf(req), req.body) };
    },
  );
};
