import type { Dashboard, DashboardRange } from '@app/contracts/dashboard';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';
import { DASHBOARD_URL } from './opening-reads.ts';

export const dashboardKeys = { all: ['dashboard'] as const };

/** The range as the query string names it (the page's preload script writes the same: vite.config.ts). */
export const dashboardParams = (range: DashboardRange) => ({
  'filter[from]': range.from,
  'filter[to]': range.to,
  'filter[tz]': range.tz,
});

/** The home page's figures for the days from `from` to `to`, both counted in the zone `tz`. */
export const dashboardQuery = (range: DashboardRange) =>
  queryOptions({
    queryKey: [...dashboardKeys.all, range],
    queryFn: async () =>
      (await http.get<{ data: Dashboard }>(DASHBOARD_URL, { params: dashboardParams(range) })).data.data,
  });
