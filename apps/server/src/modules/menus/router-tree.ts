import { asc } from 'drizzle-orm';
import type { RouteItem } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { systemMenus } from '../../db/schema/index.ts';
import type { AdminAccess } from '../../core/actor.ts';

type MenuRow = typeof systemMenus.$inferSelect;

// Spec §6: super admins carry the derived role ADMIN, every other admin ROLE.
export const derivedRoleOf = (admin: AdminAccess) => (admin.isSuper ? 'ADMIN' : 'ROLE');

/** The routes this admin may open (API.md routers tree): buttons, forbidden menus and emptied catalogues left out. */
export async function routerTreeFor(db: Db, admin: AdminAccess): Promise<RouteItem[]> {
  const rows = await db.select().from(systemMenus).orderBy(asc(systemMenus.sort), asc(systemMenus.id));
  const granted = new Set(admin.permissions.map((p) => p.name));
  const allowed = (row: MenuRow) => admin.isSuper || !row.permission || granted.has(row.permission);
  const childrenOf = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const list = childrenOf.get(row.parentId) ?? [];
    list.push(row);
    childrenOf.set(row.parentId, list);
  }
  const roles = [derivedRoleOf(admin)];

  const build = (parentId: number | null): RouteItem[] =>
    (childrenOf.get(parentId) ?? []).flatMap((row): RouteItem[] => {
      if (row.type === 'button' || !allowed(row)) return [];
      const children = row.type === 'catalog' ? build(row.id) : [];
      if (row.type === 'catalog' && children.length === 0) return [];
      return [toRoute(row, roles, children)];
    });

  return build(null);
}

function toRoute(row: MenuRow, roles: string[], children: RouteItem[]): RouteItem {
  const path = row.routePath ?? (row.type === 'link' ? (row.link ?? '') : '');
  const component = row.type === 'catalog' ? (row.component ?? 'Layout') : (row.component ?? '');
  const route: RouteItem = {
    path,
    name: row.routeName || path,
    component,
    meta: {
      title: row.name,
      icon: row.icon,
      hidden: !row.visible,
      keep_alive: row.keepAlive,
      always_show: row.alwaysShow,
      roles,
      ...(row.params?.length ? { params: row.params } : {}),
      ...(row.type === 'link' && row.link ? { link: row.link } : {}),
    },
  };
  if (row.redirect) route.redirect = row.redirect;
  if (children.length) route.children = children;
  return route;
}
