import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteTitle } from '../i18n/use-route-title.ts';
import { DASHBOARD_PATH, dashboardMeta } from '../router/dashboard-route.ts';
import { useMetaMatches } from './use-route-meta.ts';

/** Home, then each route from the outermost catalogue down to the page shown. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
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
  return <Breadcrumb aria-label={t('navbar.breadcrumb')} items={items} style={{ marginInlineStart: 8 }} />;
}
