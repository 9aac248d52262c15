import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permissionDefinitions } from '@app/contracts';
import { pickLanguage } from '../../core/i18n/index.ts';
import { permissionTitle } from './titles.ts';

const answer = z.object({
  data: z.array(z.object({ name: z.string(), group: z.string(), title: z.string() })),
});

export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Any admin may read the catalogue: role and menu forms pick from it; granting still needs its own code.
  app.get(
    '/api/permission-codes',
    {
      config: { access: 'admin' },
      schema: { summary: 'List the permission codes', tags: ['permissions'], response: { 200: answer } },
    },
    async (req) => {
      const lang = pickLanguage(req.headers['accept-language']);
      return {
        data: permissionDefinitions.map((p) => ({
          name: p.name,
          group: p.group,
          title: permissionTitle(lang, p.group, p.name.slice(p.group.length + 1)),
        })),
      };
    },
  );
};
