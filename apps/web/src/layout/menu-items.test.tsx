import { describe, expect, it } from 'vitest';
import type { AppRoute, AppRouteMeta } from '../router/app-route.ts';
import { toMenuItems } from './menu-items.tsx';
import { findMenuRoute, firstPage, routeHref, selectedMenuKey } from './menu-routes.ts';

const meta = (title: string, extra: Partial<AppRouteMeta> = {}): AppRouteMeta => ({
  title,
  icon: null,
  hidden: false,
  alwaysShow: false,
  keepAlive: true,
  roles: ['ADMIN'],
  ...extra,
});

const page = (fullPath: string, extra: Partial<AppRouteMeta> = {}): AppRoute => ({
  path: fullPath.split('/').pop()!,
  fullPath,
  name: fullPath,
  meta: meta(fullPath.split('/').pop()!, extra),
  view: { kind: 'not-found' },
  children: [],
});

const catalogue = (fullPath: string, children: AppRoute[], extra: Partial<AppRouteMeta> = {}): AppRoute => ({
  ...page(fullPath, extra),
  view: { kind: 'layout' },
  children,
});

const routes: AppRoute[] = [
  page('/dashboard'),
  catalogue('/system', [
    page('/system/admin'),
    page('/system/role'),
    page('/system/secret', { hidden: true }),
  ]),
  catalogue('/investment', [page('/investment/list')]),
  catalogue('/demo', [
    page('/demo/docs', { link: 'https://docs.example' }),
    page('/demo/search', { params: [{ key: 'tab', value: 'recent' }] }),
  ]),
];

const title = (key: string) => `«${key}»`;

describe('menu items', () => {
  it('builds nested items with translated labels, leaving hidden routes out', () => {
    const items = toMenuItems(routes, title);
    const system = items[1] as { key: string; label: string; children: { key: string }[] };
    expect(system.key).toBe('/system');
    expect(system.label).toBe('«system»');
    expect(system.children.map((c) => c.key)).toEqual(['/system/admin', '/system/role']);
  });

  it('shows a catalogue with a single child as that child', () => {
    const items = toMenuItems(routes, title);
    expect(items.map((i) => i?.key)).toEqual(['/dashboard', '/system', '/investment/list', '/demo']);
  });

  it('keeps catalogues childless at depth 1 for the mixed layout top bar', () => {
    const items = toMenuItems(routes, title, 1) as { children?: unknown }[];
    expect(items.every((i) => i.children === undefined)).toBe(true);
  });

  it('puts each whole title on hover when asked, for an expanded sidebar that cuts long ones short', () => {
    const [dashboard, system] = toMenuItems(routes, title, Infinity, true) as {
      title?: string;
      children?: { title?: string }[];
    }[];
    expect(dashboard?.title).toBe('«dashboard»');
    expect(system?.title).toBe('«system»');
    expect(system?.children?.map((c) => c.title)).toEqual(['«admin»', '«role»']);
    expect((toMenuItems(routes, title)[0] as { title?: string }).title).toBeUndefined();
  });

  it('gives a link menu a key of its own so that it is never routed', () => {
    const demo = toMenuItems(routes, title)[3] as { children: { key: string }[] };
    expect(demo.children[0]?.key).toBe('link:/demo/docs');
  });

  it('selects the deepest menu route containing the location and knows its catalogues', () => {
    expect(selectedMenuKey(routes, '/system/role')).toBe('/system/role');
    expect(selectedMenuKey(routes, '/system/role/42')).toBe('/system/role');
    expect(selectedMenuKey(routes, '/elsewhere')).toBeUndefined();
    expect(findMenuRoute(routes, '/system/role')?.ancestors).toEqual(['/system']);
  });

  it('opens a catalogue at its first page and adds menu parameters as the query', () => {
    expect(firstPage(routes[1]!).fullPath).toBe('/system/admin');
    expect(routeHref(firstPage(routes[3]!))).toBe('/demo/search?tab=recent');
  });
});
