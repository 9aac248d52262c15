import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { DASHBOARD_PATH, dashboardMeta } from '../router/dashboard-route.ts';
import { useTags } from '../stores/tags.ts';
import { useRouteMeta } from './use-route-meta.ts';

/** Every page the user opens becomes a tag; the dashboard is pinned from the start (spec §2). */
export function useTagTracking(): void {
  const { pathname, search } = useLocation();
  const meta = useRouteMeta();
  const visit = useTags((s) => s.visit);

  useEffect(() => {
    visit({
      path: DASHBOARD_PATH,
      fullPath: DASHBOARD_PATH,
      title: dashboardMeta.title,
      affix: true,
      keepAlive: true,
    });
  }, [visit]);

  useEffect(() => {
    if (!meta || meta.hidden) return;
    visit({
      path: pathname,
      fullPath: pathname + search,
      title: meta.title,
      affix: meta.affix === true,
      keepAlive: meta.keepAlive,
    });
  }, [visit, meta, pathname, search]);
}
