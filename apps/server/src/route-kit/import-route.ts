import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { dataOf, importRequestOf, importResultSchema, type PermissionCode } from '@app/contracts';
import type { Db } from '../db/client.ts';
import { holds } from '../core/actor.ts';
import { Forbidden } from '../core/errors.ts';
import { actorOf, currentAdmin } from './access.ts';
import { importRows, type RowImport } from './row-import.ts';

export interface ImportDeclaration<Body, Params> {
  /** The import's own path: the create route's with `/import` appended. */
  path: string;
  tag: string;
  /** The create route, named in the docs as what each row is. */
  createRoute: string;
  /** The resource's add and modify codes: import is an add; covering overwrites, so it also needs modify. */
  permissions: { add: PermissionCode; modify: PermissionCode };
  params?: z.ZodType<Params>;
  /** The resource's rows as the request's path names them (a dictionary's items). */
  rowsOf: (db: Db, params: Params) => Promise<RowImport<Body>>;
}

/** POST <path>: a CSV import's rows, all written or none, with a report of each refused row. */
export function importRoute<Body, Params = unknown>(
  fastify: FastifyInstance,
  d: ImportDeclaration<Body, Params>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { add, modify } = d.permissions;
  app.post(
    d.path,
    {
      config: { access: add },
      schema: {
        tags: [d.tag],
        summary: `Import rows as ${d.createRoute} creates them`,
        description: `Every row is checked as ${d.createRoute} checks it, in one transaction: all are written or none. \`insertTop\` refuses a row whose key is taken; \`covering\` (which also needs ${modify}) overwrites it. A refusal answers 422 naming each faulty row and field as \`rows.<index>.<field>\`.`,
        ...(d.params ? { params: d.params } : {}),
        body: importRequestOf(d.createRoute),
        response: { 200: dataOf(importResultSchema) },
      },
    },
    async (req) => {
      if (req.body.mode === 'covering' && !holds(currentAdmin(req), modify)) throw Forbidden();
      const spec = await d.rowsOf(app.db, req.params as Params);
      return { data: await importRows(app.db, actorOf(req), spec, req.body) };
    },
  );
}
