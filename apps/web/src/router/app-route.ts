import type { ComponentType } from 'react';

/** What the shell reads from a route: menus, tags, breadcrumb and keep-alive all come from here. */
export interface AppRouteMeta {
  title: string;
  icon: string | null;
  hidden: boolean;
  alwaysShow: boolean;
  keepAlive: boolean;
  roles: string[];
  /** Pinned in the tags view: cannot be closed. */
  affix?: boolean;
  params?: { key: string; value: string }[];
  /** External address of a link menu: opened in a new tab, never routed. */
  link?: string;
}

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

export type RouteView = { kind: 'layout' } | { kind: 'page'; load: PageLoader } | { kind: 'not-found' };

export interface AppRoute {
  /** As the server sent it: absolute at the top level, relative below. */
  path: string;
  fullPath: string;
  name: string;
  redirect?: string;
  meta: AppRouteMeta;
  view: RouteView;
  children: AppRoute[];
}

/** Stored on each React Router route's `handle`. */
export interface RouteHandle {
  meta: AppRouteMeta;
}
