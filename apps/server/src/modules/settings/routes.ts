import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, settingsSchema, settingsUpdateSchema } from '@app/contracts';
import { holds } from '../../core/actor.ts';
import { Forbidden } from '../../core/errors.ts';
import { actorOf, currentAdmin } from '../../route-kit/access.ts';
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
      // API.md: the investment part (settlement) and the four-eyes thresholds also need settings.confirm.
      if ((req.body.investment || req.body.approvals) && !holds(currentAdmin(req), 'settings.confirm')) {
        throw Forbidden();
      }
      return { data: await updateSettings(app.db, actorOf(req), req.body) };
    },
  );
};
