import type { PageLoader } from './app-route.ts';

/**
 * Server component paths (contracts `screenComponents`) → the screen that renders them. Every one of
 * them has a screen; a component path staff type into a menu that is not here shows the 404 page
 * (spec §2 fallback). The keys are the spec's menu paths and live only here: the screens' folders
 * carry the domain word the server and contracts use ('user/withdraw-audit' → pages/withdrawals/review).
 */
export const pageRegistry: Readonly<Record<string, PageLoader>> = {
  'dashboard/index': () => import('../pages/dashboard/index.tsx'),
  'system/admin/index': () => import('../pages/admins/index.tsx'),
  'system/role/index': () => import('../pages/roles/index.tsx'),
  'system/menu/index': () => import('../pages/system-menus/index.tsx'),
  'system/dept/index': () => import('../pages/departments/index.tsx'),
  'system/dict/index': () => import('../pages/dictionaries/index.tsx'),
  'system/audit-log/index': () => import('../pages/audit-logs/index.tsx'),
  'system/two-factor/index': () => import('../pages/two-factor/index.tsx'),
  'user/list/index': () => import('../pages/users/index.tsx'),
  'user/withdraw-audit/index': () => import('../pages/withdrawals/review/index.tsx'),
  'user/withdraw-record/index': () => import('../pages/withdrawals/records/index.tsx'),
  'investment/list/index': () => import('../pages/investments/index.tsx'),
  'user/balance-record/index': () => import('../pages/balance-records/index.tsx'),
  'user/balance-adjustment/index': () => import('../pages/balance-adjustments/index.tsx'),
  'project/category/index': () => import('../pages/categories/index.tsx'),
  'project/list/index': () => import('../pages/projects/index.tsx'),
  'config/settings/index': () => import('../pages/settings/index.tsx'),
  'config/about/index': () => import('../pages/about/index.tsx'),
  'demo/api-docs/index': () => import('../pages/demo/api-docs/index.tsx'),
  'demo/internal-doc/index': () => import('../pages/demo/internal-doc/index.tsx'),
  'demo/dict/index': () => import('../pages/demo/dict/index.tsx'),
  'demo/multi-level/level3/index': () => import('../pages/demo/multi-level/level3/index.tsx'),
  'demo/upload/index': () => import('../pages/demo/upload/index.tsx'),
  'demo/editor/index': () => import('../pages/demo/editor/index.tsx'),
  'channel/payment/index': () => import('../pages/channels/payment/index.tsx'),
  'channel/transfer/index': () => import('../pages/channels/transfer/index.tsx'),
  'finance/fund/index': () => import('../pages/funds/index.tsx'),
  'finance/currency/index': () => import('../pages/currencies/index.tsx'),
  'demo/signature/index': () => import('../pages/demo/signature/index.tsx'),
  'demo/websocket/index': () => import('../pages/demo/websocket/index.tsx'),
  'demo/icons/index': () => import('../pages/demo/icons/index.tsx'),
  'demo/icon-selector/index': () => import('../pages/demo/icon-selector/index.tsx'),
};

/** Catalogues: their children render inside the one shell, so the catalogue itself adds no frame. */
export const LAYOUT_COMPONENT = 'Layout';
