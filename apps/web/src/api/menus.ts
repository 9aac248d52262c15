import type { RouteItem } from '@app/contracts/menus';
import { http } from './http.ts';

export async function getRouterTree(): Promise<RouteItem[]> {
  const { data } = await http.get<{ data: RouteItem[] }>('/api/admins/me/routers/tree');
  return data.data;
}
