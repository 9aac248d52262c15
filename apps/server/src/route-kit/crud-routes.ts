import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, idParams, pageOf, type Page, type PermissionCode } from '@app/contracts';
import type { Db } from '../db/client.ts';
import type { Actor } from '../core/actor.ts';
import { actorOf } from './access.ts';

/** The service side of a resource; each operation is optional so a resource offers only what API.md lists. */
export interface CrudService<Item, Query, Create, Update> {
  /** The actor, for a list whose rows say what the one asking may do with them. */
  list?(db: Db, query: Query, actor: Actor): Promise<Page<Item> | Item[]>;
  get?(db: Db, id: number, actor: Actor): Promise<Item>;
  create?(db: Db, actor: Actor, body: Create): Promise<Item>;
  update?(db: Db, actor: Actor, id: number, body: Update): Promise<Item>;
  remove?(db: Db, actor: Actor, id: number): Promise<void>;
}

export interface CrudDeclaration<Item, Query, Create, Update> {
  path: string;
  tag: string;
  /** Name the operations in the API docs: "List projects", "Update a project". */
  nouns: { one: string; many: string };
  permissions: Partial<Record<'query' | 'add' | 'modify' | 'delete', PermissionCode>>;
  item: z.ZodType<Item>;
  listQuery?: z.ZodType<Query>;
  /** When the list is a tree or a plain array rather than a page. */
  listIsPage?: boolean;
  create?: z.ZodType<Create>;
  update?: z.ZodType<Update>;
  service: CrudService<Item, Query, Create, Update>;
}

// One resource of API.md's dialect declared once: GET list, POST, GET/PUT/DELETE by id, each with its permission.
export function crudRoutes<Item, Query, Create, Update>(
  fastify: FastifyInstance,
  d: CrudDeclaration<Item, Query, Create, Update>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = [d.tag];
  const { service, permissions } = d;
  const { one, many } = d.nouns;
  const byId = `${d.path}/:id`;

  if (service.list && permissions.query) {
    const list = service.list;
    const response = d.listIsPage === false ? z.object({ data: z.array(d.item) }) : pageOf(d.item);
    app.get(
      d.path,
      {
        config: { access: permissions.query },
        schema: {
          tags,
          summary: `List ${many}`,
          ...(d.listQuery ? { querystring: d.listQuery } : {}),
          response: { 200: response },
        },
      },
      async (req) => {
        const result = await list(app.db, req.query as Query, actorOf(req));
        return Array.isArray(result) ? { data: result } : result;
      },
    );
  }
  if (service.get && permissions.query) {
    const get = service.get;
    app.get(
      byId,
      {
        config: { access: permissions.query },
        schema: { tags, summary: `Show ${one}`, params: idParams, response: { 200: dataOf(d.item) } },
      },
      async (req) => ({ data: await get(app.db, req.params.id, actorOf(req)) }),
    );
  }
  if (service.create && permissions.add && d.create) {
    const create = service.create;
    app.post(
      d.path,
      {
        config: { access: permissions.add },
        schema: { tags, summary: `Create ${one}`, body: d.create, response: { 201: dataOf(d.item) } },
      },
      async (req, reply) =>
        reply.status(201).send({ data: await create(app.db, actorOf(req), req.body as Create) }),
    );
  }
  if (service.update && permissions.modify && d.update) {
    const update = service.update;
    app.put(
      byId,
      {
        config: { access: permissions.modify },
        schema: {
          tags,
          summary: `Update ${one}`,
          params: idParams,
          body: d.update,
          response: { 200: dataOf(d.item) },
        },
      },
      async (req) => ({ data: await update(app.db, actorOf(req), req.params.id, req.body as Update) }),
    );
  }
  if (service.remove && permissions.delete) {
    const remove = service.remove;
    app.delete(
      byId,
      {
        config: { access: permissions.delete },
        schema: { tags, summary: `Delete ${one}`, params: idParams },
      },
      async (req, reply) => {
        await remove(app.db, actorOf(req), req.params.id);
        return reply.status(204).send();
      },
    );
  }
}
