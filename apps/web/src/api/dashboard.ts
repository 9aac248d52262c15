import type { Dashboard, DashboardRange } from '@app/contracts/dashboard';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';

export const dashboardKeys = { all: ['dashboard'] as const };

/** The home page's figures for the days from `from` to `to`, both counted in the zone `tz`. */
export const dashboardQuery = (range: DashboardRange) =>
  queryOptions({
    queryKey: [...dashboardKeys.all, range],
    queryFn: async () => {
      const params = { 'filter[from]': range.from, 'filter[to]': range.to, 'filter[tz]': range.tz };
      return (await http.get<{ data: Dashboard }>('/api/dashboard', { params })).data.data;
    },
  });
