import type { CurrentAdmin } from '@app/contracts/auth';
import { queryClient } from '../../api/query-client.ts';
import { dashboardQuery } from '../../api/dashboard.ts';
import { peekEarly, sessionReads } from '../../api/early-reads.ts';
import { localTimeZone } from '../../components/local-time-zone.ts';
import { mayReadDashboard } from '../../router/dashboard-route.ts';
import { dashboardRangeOf, presetRange } from './range.ts';

/** The figures the dashboard opens with: the last 30 days in the browser's zone. */
export const openingDashboardQuery = () =>
  dashboardQuery(dashboardRangeOf(presetRange('last30'), localTimeZone()));

/**
 * Asks for the dashboard's opening figures as soon as the admin's early read (early-reads.ts) says they
 * may read them, while the shell is still loading, so the page's first paint can already show them. Who
 * may not gets the greeting's scripts asked for instead.
 */
export function prefetchOpeningDashboard(): void {
  peekEarly<{ data: CurrentAdmin }>(sessionReads.admin)?.then(
    ({ data: { data: admin } }) => {
      if (mayReadDashboard(admin)) {
        void queryClient.prefetchQuery(openingDashboardQuery());
      } else void import('./greeting.tsx');
    },
    // The session loader reports a failed read; the page then asks for its figures itself.
    () => undefined,
  );
}
