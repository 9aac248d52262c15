import type { CurrentAdmin } from '@app/contracts/auth';
import { holdsPermission } from '../components/use-permission.ts';
import { permissionNamesOf } from '../stores/session.ts';
import type { AppRouteMeta } from './app-route.ts';

// The one screen every admin has: the shell's first tab, its breadcrumb root and the menu's first entry.
// Apart from the route table, so the layout can read it without importing the routes that load the layout.

// Spec §2: the dashboard is pinned as an affix tab and kept alive.
export const dashboardMeta: AppRouteMeta = {
  title: 'home',
  icon: 'homepage',
  hidden: false,
  alwaysShow: false,
  keepAlive: true,
  affix: true,
  roles: [],
};
export const DASHBOARD_PATH = '/dashboard';

/** What an admin needs to see the dashboard's figures (the others see a greeting). */
export const DASHBOARD_PERMISSION = 'dashboard.query';

/** Whether this admin sees the dashboard's figures, from their profile (before the session is set up). */
export const mayReadDashboard = (admin: CurrentAdmin): boolean =>
  holdsPermission({ isSuper: admin.is_super, permissions: permissionNamesOf(admin) }, DASHBOARD_PERMISSION);
