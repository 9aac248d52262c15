import type { PageLoader } from './app-route.ts';

/**
 * Server component paths (contracts `screenComponents`) → the screen that renders them. Every one of
 * them has a screen; a component path staff type into a menu that is not here shows the 404 page
 * (spec §2 fallback).
 */
export const pageRegistry: Readonly<Record<string, PageLoader>> = {
  'dashboard/index': () => import('../pages/dashboard/index.tsx'),
  'system/admin/index': () => import('../pages/system/admin/index.tsx'),
  'system/role/index': () => import('../pages/system/role/index.tsx'),
  'system/menu/index': () => import('../pages/system/menu/index.tsx'),
  'system/dept/index': () => import('../pages/system/dept/index.tsx'),
  'system/dict/index': () => import('../pages/system/dict/index.tsx'),
  'system/audit-log/index': () => import('../pages/system/audit-log/index.tsx'),
  'system/two-factor/index': () => import('../pages/system/two-factor/index.tsx'),
  'user/list/index': () => import('../pages/user/list/index.tsx'),
  'user/withdraw-audit/index': () => import('../pages/user/withdraw-audit/index.tsx'),
  'user/withdraw-record/index': () => import('../pages/user/withdraw-record/index.tsx'),
  'investment/list/index': () => import('../pages/investment/list/index.tsx'),
  'user/balance-record/index': () => import('../pages/user/balance-record/index.tsx'),
  'user/balance-adjustment/index': () => import('../pages/user/balance-adjustment/index.tsx'),
  'project/category/index': () => import('../pages/project/category/index.tsx'),
  'project/list/index': () => import('../pages/project/list/index.tsx'),
  'config/settings/index': () => import('../pages/config/settings/index.tsx'),
  'config/about/index': () => import('../pages/config/about/index.tsx'),
  'demo/api-docs/index': () => import('../pages/demo/api-docs/index.tsx'),
  'demo/internal-doc/index': () => import('../pages/demo/internal-doc/index.tsx'),
  'demo/dict/index': () => import('../pages/demo/dict/index.tsx'),
  'demo/multi-level/level3/index': () => import('../pages/demo/multi-level/level3/index.tsx'),
  'demo/upload/index': () => import('../pages/demo/upload/index.tsx'),
  'demo/editor/index': () => import('../pages/demo/editor/index.tsx'),
  'channel/payment/index': () => import('../pages/channel/payment/index.tsx'),
  'channel/transfer/index': () => import('../pages/channel/transfer/index.tsx'),
  'finance/fund/index': () => import('../pages/finance/fund/index.tsx'),
  'finance/currency/index': () => import('../pages/finance/currency/index.tsx'),
  'demo/signature/index': () => import('../pages/demo/signature/index.tsx'),
  'demo/websocket/index': () => import('../pages/demo/websocket/index.tsx'),
  'demo/icons/index': () => import('../pages/demo/icons/index.tsx'),
  'demo/icon-selector/index': () => import('../pages/demo/icon-selector/index.tsx'),
};

/** Catalogues: their children render inside the one shell, so the catalogue itself adds no frame. */
export const LAYOUT_COMPONENT = 'Layout';
