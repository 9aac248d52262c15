import type { SystemMenu, SystemMenuWrite } from '@app/contracts/system-menus';
import { queryOptions } from '@tanstack/react-query';
import { getTree } from './list-request.ts';
import { resourceWrites } from './resource-writes.ts';

export const systemMenuKeys = { all: ['system-menus'] as const };

export const systemMenuTreeQuery = (keyword?: string) =>
  queryOptions({
    queryKey: [...systemMenuKeys.all, 'tree', keyword ?? ''],
    queryFn: () => getTree<SystemMenu>('/api/system-menus/tree', keyword),
  });

export const systemMenuWrites = resourceWrites<SystemMenu, SystemMenuWrite>(
  '/api/system-menus',
  systemMenuKeys.all,
);
