import type { SystemMenu, SystemMenuWrite } from '@app/contracts/system-menus';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';
import { getTree } from './list-request.ts';

export const systemMenuKeys = { all: ['system-menus'] as const };

export const systemMenuTreeQuery = (keyword?: string) =>
  queryOptions({
    queryKey: [...systemMenuKeys.all, 'tree', keyword ?? ''],
    queryFn: () => getTree<SystemMenu>('/api/system-menus/tree', keyword),
  });

export async function createSystemMenu(body: SystemMenuWrite): Promise<SystemMenu> {
  const { data } = await http.post<{ data: SystemMenu }>('/api/system-menus', body);
  return data.data;
}

export async function updateSystemMenu(id: number, body: SystemMenuWrite): Promise<SystemMenu> {
  const { data } = await http.put<{ data: SystemMenu }>(`/api/system-menus/${id}`, body);
  return data.data;
}

export async function deleteSystemMenu(id: number): Promise<void> {
  await http.delete(`/api/system-menus/${id}`);
}
