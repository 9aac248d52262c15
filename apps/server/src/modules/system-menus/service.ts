import { asc, count, eq } from 'drizzle-orm';
import type { SystemMenu, SystemMenuBody as MenuBody } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { systemMenus } from '../../db/schema/index.ts';
import { buildTree, withAncestors, wouldCycle } from '../../db/tree.ts';
import type { Actor } from '../../core/actor.ts';
import { Conflict, Invalid, NotFound } from '../../core/errors.ts';
import { auditedRows } from '../audit-logs/audited-rows.ts';

type Row = typeof systemMenus.$inferSelect;

const toMenu = (m: Row): SystemMenu => ({
  id: m.id,
  parent_id: m.parentId,
  type: m.type,
  name: m.name,
  route_path: m.routePath,
  route_name: m.routeName,
  component: m.component,
  permission: m.permission,
  visible: m.visible,
  keep_alive: m.keepAlive,
  always_show: m.alwaysShow,
  redirect: m.redirect,
  link: m.link,
  params: m.params ?? [],
  icon: m.icon,
  sort: m.sort,
  created_at: m.createdAt.toISOString(),
  updated_at: m.updatedAt.toISOString(),
});

const allMenus = async (db: Db) =>
  (await db.select().from(systemMenus).orderBy(asc(systemMenus.sort), asc(systemMenus.id))).map(toMenu);

export async function menuTree(db: Db, keyword?: string) {
  const rows = await allMenus(db);
  const needle = keyword?.toLowerCase();
  const matching = needle
    ? withAncestors(rows, (m) =>
        [m.name, m.route_path, m.route_name, m.component, m.permission].some((v) =>
          v?.toLowerCase().includes(needle),
        ),
      )
    : rows;
  return buildTree(matching);
}

export async function getMenu(db: Db, id: number): Promise<SystemMenu> {
  const [row] = await db.select().from(systemMenus).where(eq(systemMenus.id, id));
  if (!row) throw NotFound();
  return toMenu(row);
}

async function checkParent(db: Db, body: MenuBody, id?: number) {
  if (!body.parent_id) return;
  const rows = await allMenus(db);
  const parent = rows.find((m) => m.id === body.parent_id);
  if (!parent) throw Invalid('parent_id', 'validation.exists');
  if (parent.type !== 'catalog' && parent.type !== 'menu') throw Invalid('parent_id', 'menu_parent_type');
  if (id !== undefined && wouldCycle(rows, id, body.parent_id))
    throw Invalid('parent_id', 'menu_parent_cycle');
}

/** A menu holding sub-menus must stay a kind that can hold them. */
async function checkChildren(db: Db, body: MenuBody, id: number) {
  if (body.type === 'catalog' || body.type === 'menu') return;
  const [children] = await db.select({ n: count() }).from(systemMenus).where(eq(systemMenus.parentId, id));
  if ((children?.n ?? 0) > 0) throw Invalid('type', 'menu_parent_type');
}

const rows = auditedRows({ table: systemMenus, action: 'menus', noun: 'menu', present: toMenu });

const values = (body: MenuBody) => ({
  parentId: body.parent_id ?? null,
  type: body.type,
  name: body.name,
  routePath: body.route_path ?? null,
  routeName: body.route_name ?? null,
  component: body.component ?? null,
  permission: body.permission ?? null,
  visible: body.visible,
  keepAlive: body.keep_alive,
  alwaysShow: body.always_show,
  redirect: body.redirect ?? null,
  link: body.link ?? null,
  params: body.params,
  icon: body.icon ?? null,
  sort: body.sort,
});

export async function createMenu(db: Db, actor: Actor, body: MenuBody): Promise<SystemMenu> {
  await checkParent(db, body);
  return rows.create(db, actor, values(body));
}

export async function updateMenu(db: Db, actor: Actor, id: number, body: MenuBody): Promise<SystemMenu> {
  const before = await getMenu(db, id);
  await checkParent(db, body, id);
  await checkChildren(db, body, id);
  return rows.update(db, actor, id, values(body), before);
}

export async function deleteMenu(db: Db, actor: Actor, id: number) {
  await rows.remove(db, actor, id, await getMenu(db, id), async (tx) => {
    const [children] = await tx.select({ n: count() }).from(systemMenus).where(eq(systemMenus.parentId, id));
    if ((children?.n ?? 0) > 0) throw Conflict('menu_has_children');
  });
}
