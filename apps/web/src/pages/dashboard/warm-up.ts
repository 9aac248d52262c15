import { queryClient } from '../../api/query-client.ts';
import { dashboardQuery } from '../../api/dashboard.ts';
import { localTimeZone } from '../../components/local-time-zone.ts';
import { holdsPermission } from '../../components/use-permission.ts';
import { useSession } from '../../stores/session.ts';
import { dashboardRangeOf, presetRange } from './range.ts';

/** The figures the dashboard opens with: the last 30 days in the browser's zone. */
export const openingDashboardQuery = () =>
  dashboardQuery(dashboardRangeOf(presetRange('last30'), localTimeZone()));

/**
 * Asks for the dashboard's opening figures as soon as the session says the admin may read them, while
 * the shell is still loading, so the page's first paint can already show them.
 */
export function prefetchDashboardOnSession(): void {
  const prefetch = () => {
    const { profile, permissions } = useSession.getState();
    if (holdsPermission({ isSuper: profile?.is_super ?? false, permissions }, 'dashboard.query'))
      void queryClient.prefetchQuery(openingDashboardQuery());
  };
  if (useSession.getState().loaded) return prefetch();
  const stop = useSession.subscribe((session) => {
    if (!session.loaded) return;
    stop();
    prefetch();
  });
}
