import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteTitle } from '../i18n/use-route-title.ts';
import { DASHBOARD_PATH, dashboardMeta } from '../router/dashboard-route.ts';
import { useAppStore } from '../stores/app.ts';
import { useMetaMatches } from './use-route-meta.ts';

/**
 * Home, then each route from the outermost catalogue down to the page shown; on a phone the page alone,
 * on one line, where the whole trail would wrap over the tabs below.
 */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  const phone = useAppStore((s) => s.device === 'mobile');
  const trail = useMetaMatches().filter((m) => !m.handle.meta.hidden && m.pathname !== DASHBOARD_PATH);
  const items = [
    {
      key: DASHBOARD_PATH,
      title: trail.length ? (
        <Link to={DASHBOARD_PATH}>{routeTitle(dashboardMeta.title)}</Link>
      ) : (
        routeTitle(dashboardMeta.title)
      ),
    },
    ...trail.map((m) => ({ key: m.id, title: routeTitle(m.handle.meta.title) })),
  ];
  return (
    <Breadcrumb
      aria-label={t('navbar.breadcrumb')}
      className="app-breadcrumb"
      items={phone ? items.slice(-1) : items}
      style={{ marginInlineStart: 8 }}
    />
  );
}
