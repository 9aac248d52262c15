import type { MenuType, PermissionCode, ScreenComponent } from '@app/contracts';

export interface MenuSeed {
  type: MenuType;
  name: string; // a title key the web translates; staff-made menus may use plain text
  path?: string;
  routeName?: string;
  component?: ScreenComponent;
  permission?: PermissionCode;
  icon?: string;
  keepAlive?: boolean;
  alwaysShow?: boolean;
  redirect?: string;
  link?: string;
  children?: MenuSeed[];
}

const page = (
  name: string,
  path: string,
  component: ScreenComponent,
  permission: PermissionCode | undefined,
  icon: string,
): MenuSeed => ({
  type: 'menu',
  name,
  path,
  routeName: name.charAt(0).toUpperCase() + name.slice(1),
  component,
  permission,
  icon,
  keepAlive: true,
});

const catalog = (name: string, path: string, icon: string, children: MenuSeed[]): MenuSeed => ({
  type: 'catalog',
  name,
  path,
  component: 'Layout',
  icon,
  redirect: `${path}/${children[0]?.path ?? ''}`,
  children,
});

// The menus of every screen of the product spec; the dashboard is a static route of the web app.
export const menuSeeds: MenuSeed[] = [
  catalog('project', '/project', 'project', [
    page('projectList', 'list', 'project/list/index', 'projects.query', 'list'),
    page('projectCategory', 'category', 'project/category/index', 'categories.query', 'category'),
  ]),
  catalog('investment', '/investment', 'investment', [
    page('investmentList', 'list', 'investment/list/index', 'investments.query', 'list'),
  ]),
  catalog('member', '/user', 'user', [
    page('userList', 'list', 'user/list/index', 'users.query', 'user'),
    page('balanceRecord', 'balance-record', 'user/balance-record/index', 'balance-records.query', 'money'),
    page(
      'balanceAdjustment',
      'balance-adjustment',
      'user/balance-adjustment/index',
      'users.balance',
      'money',
    ),
    page('withdrawAudit', 'withdraw-audit', 'user/withdraw-audit/index', 'withdrawals.review', 'audit'),
    page('withdrawRecord', 'withdraw-record', 'user/withdraw-record/index', 'withdrawals.query', 'record'),
  ]),
  catalog('finance', '/finance', 'finance', [
    page('fund', 'fund', 'finance/fund/index', 'funds.query', 'fund'),
    page('currency', 'currency', 'finance/currency/index', 'currencies.query', 'currency'),
  ]),
  catalog('channel', '/channel', 'channel', [
    page('paymentChannel', 'payment', 'channel/payment/index', 'channels.query', 'payment'),
    page('transferChannel', 'transfer', 'channel/transfer/index', 'channels.query', 'transfer'),
  ]),
  catalog('config', '/config', 'setting', [
    page('settings', 'settings', 'config/settings/index', 'settings.edit', 'setting'),
    page('aboutUs', 'about', 'config/about/index', 'settings.edit', 'document'),
  ]),
  catalog('system', '/system', 'system', [
    page('admin', 'admin', 'system/admin/index', 'admins.query', 'admin'),
    page('role', 'role', 'system/role/index', 'roles.query', 'role'),
    page('menu', 'menu', 'system/menu/index', 'menus.query', 'menu'),
    page('dept', 'dept', 'system/dept/index', 'departments.query', 'tree'),
    page('dict', 'dict', 'system/dict/index', 'dictionaries.query', 'dict'),
    page('auditLog', 'audit-log', 'system/audit-log/index', 'audit-logs.query', 'document'),
    page('twoFactor', 'two-factor', 'system/two-factor/index', undefined, 'lock'),
  ]),
  catalog('demo', '/demo', 'demo', [
    page('apiDocs', 'api-docs', 'demo/api-docs/index', undefined, 'api'),
    page('dictDemo', 'dict', 'demo/dict/index', undefined, 'dict'),
    page('iconSelector', 'icon-selector', 'demo/icon-selector/index', undefined, 'icon'),
    page('icons', 'icons', 'demo/icons/index', undefined, 'icon'),
    page('internalDoc', 'internal-doc', 'demo/internal-doc/index', undefined, 'document'),
    {
      ...catalog('multiLevel', 'multi-level', 'menu', [
        {
          ...catalog('level2', 'level2', 'menu', [
            page('level3', 'level3', 'demo/multi-level/level3/index', undefined, 'menu'),
          ]),
          component: undefined,
        },
      ]),
      component: undefined,
      redirect: undefined,
    },
    page('signature', 'signature', 'demo/signature/index', undefined, 'edit'),
    page('upload', 'upload', 'demo/upload/index', undefined, 'upload'),
    page('editor', 'editor', 'demo/editor/index', undefined, 'edit'),
    page('websocket', 'websocket', 'demo/websocket/index', undefined, 'message'),
    { type: 'link', name: 'openApi', path: 'openapi', link: '/api/docs', icon: 'link' },
  ]),
];
