import type { CurrentAdmin } from '@app/contracts/auth';
import type { RouteItem } from '@app/contracts/menus';
import type { AppRoute, PageLoader, RouteView } from './app-route.ts';
import { LAYOUT_COMPONENT, pageRegistry } from './page-registry.ts';

/** Spec §6: ADMIN for a super admin, ROLE for anyone else. */
export function deriveRoles(profile: Pick<CurrentAdmin, 'is_super'>): string[] {
  return [profile.is_super ? 'ADMIN' : 'ROLE'];
}

/** Spec §6: a route needs a roles list, and ROOT or one of the user's roles in it. */
export function rolesAllow(userRoles: readonly string[], routeRoles: readonly string[] | undefined): boolean {
  if (!routeRoles) return false;
  if (userRoles.includes('ROOT')) return true;
  return userRoles.some((role) => routeRoles.includes(role));
}

const isExternal = (path: string) => /^(https?:|mailto:|tel:)/.test(path);

export function resolvePath(parentPath: string, path: string): string {
  if (path.startsWith('/') || isExternal(path)) return path;
  const base = parentPath.endsWith('/') ? parentPath.slice(0, -1) : parentPath;
  return path ? `${base}/${path}` : base || '/';
}

function viewOf(component: string, registry: Readonly<Record<string, PageLoader>>): RouteView {
  if (component === LAYOUT_COMPONENT) return { kind: 'layout' };
  const load = registry[component];
  return load ? { kind: 'page', load } : { kind: 'not-found' };
}

/** The full path of the route that shows a page component (`system/two-factor/index`), if any. */
export function pagePath(
  routes: readonly AppRoute[],
  component: string,
  registry: Readonly<Record<string, PageLoader>> = pageRegistry,
): string | null {
  const load = registry[component];
  for (const route of routes) {
    if (load && route.view.kind === 'page' && route.view.load === load) return route.fullPath;
    const inner = pagePath(route.children, component, registry);
    if (inner) return inner;
  }
  return null;
}

/**
 * Spec §4 "Menu route building": the server's tree → the app's routes. hidden and alwaysShow are
 * reset to false, keepAlive comes from keep_alive and roles become the user's; items whose roles
 * do not admit the user are dropped, with their children.
 */
export function buildRoutes(
  tree: readonly RouteItem[],
  userRoles: readonly string[],
  registry: Readonly<Record<string, PageLoader>> = pageRegistry,
  parentPath = '/',
): AppRoute[] {
  return tree
    .filter((item) => rolesAllow(userRoles, item.meta?.roles))
    .map((item) => {
      const fullPath = resolvePath(parentPath, item.path);
      return {
        path: item.path,
        fullPath,
        name: item.name || item.path,
        redirect: item.redirect ? resolvePath(parentPath, item.redirect) : undefined,
        meta: {
          title: item.meta.title,
          icon: item.meta.icon,
          hidden: false,
          alwaysShow: false,
          keepAlive: item.meta.keep_alive,
          roles: [...userRoles],
          ...(item.meta.params?.length ? { params: item.meta.params } : {}),
          ...(item.meta.link ? { link: item.meta.link } : {}),
        },
        view: viewOf(item.component, registry),
        children: buildRoutes(item.children ?? [], userRoles, registry, fullPath),
      };
    });
}
