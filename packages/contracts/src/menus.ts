import { z } from 'zod';

export const menuTypes = ['catalog', 'menu', 'link', 'button'] as const;
export type MenuType = (typeof menuTypes)[number];

// Derived role names of spec §6: ADMIN for super admins, ROLE otherwise; ROOT passes every filter.
export const derivedRoles = ['ADMIN', 'ROLE', 'ROOT'] as const;

export interface RouteMeta {
  title: string;
  icon: string | null;
  hidden: boolean;
  keep_alive: boolean;
  always_show: boolean;
  roles: string[];
  params?: { key: string; value: string }[];
  link?: string;
}

export interface RouteItem {
  path: string;
  name: string;
  component: string;
  redirect?: string;
  meta: RouteMeta;
  children?: RouteItem[];
}

const routeMetaSchema = z.object({
  title: z.string(),
  icon: z.string().nullable(),
  hidden: z.boolean(),
  keep_alive: z.boolean(),
  always_show: z.boolean(),
  roles: z.array(z.string()),
  params: z.array(z.object({ key: z.string(), value: z.string() })).optional(),
  link: z.string().optional(),
});

export const routeItemSchema: z.ZodType<RouteItem> = z.lazy(() =>
  z.object({
    path: z.string(),
    name: z.string(),
    component: z.string(),
    redirect: z.string().optional(),
    meta: routeMetaSchema,
    children: z.array(routeItemSchema).optional(),
  }),
);

// The component paths the server's menus point at; the web maps each to a page ('Layout' is the shell).
export const screenComponents = [
  'Layout',
  'dashboard/index',
  'project/list/index',
  'project/category/index',
  'investment/list/index',
  'user/list/index',
  'user/balance-record/index',
  'user/withdraw-audit/index',
  'user/withdraw-record/index',
  'user/balance-adjustment/index',
  'finance/fund/index',
  'finance/currency/index',
  'channel/payment/index',
  'channel/transfer/index',
  'config/settings/index',
  'config/about/index',
  'system/admin/index',
  'system/role/index',
  'system/menu/index',
  'system/dept/index',
  'system/dict/index',
  'system/audit-log/index',
  'system/two-factor/index',
  'demo/api-docs/index',
  'demo/dict/index',
  'demo/icon-selector/index',
  'demo/icons/index',
  'demo/internal-doc/index',
  'demo/multi-level/level3/index',
  'demo/signature/index',
  'demo/upload/index',
  'demo/editor/index',
  'demo/websocket/index',
] as const;
export type ScreenComponent = (typeof screenComponents)[number];
