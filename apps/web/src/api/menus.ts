import type { RouteItem } from '@app/contracts/menus';
import { queryOptions } from '@tanstack/react-query';
import { getOnce, sessionReads } from './early-reads.ts';

export async function getRouterTree(): Promise<RouteItem[]> {
  const { data } = await getOnce<{ data: RouteItem[] }>(sessionReads.routerTree);
  return data.data;
}

/** The signed-in admin's menus; menu management invalidates it, and the shell rebuilds the sidebar from it. */
export const routerTreeQuery = queryOptions({
  queryKey: ['admins', 'me', 'routers', 'tree'],
  queryFn: getRouterTree,
});
