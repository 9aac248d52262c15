import type { Department, DepartmentWrite } from '@app/contracts/departments';
import { queryOptions } from '@tanstack/react-query';
import { getTree } from './list-request.ts';
import { resourceWrites } from './resource-writes.ts';

export const departmentKeys = { all: ['departments'] as const };

export const departmentTreeQuery = (keyword?: string) =>
  queryOptions({
    queryKey: [...departmentKeys.all, 'tree', keyword ?? ''],
    queryFn: () => getTree<Department>('/api/departments/tree', keyword),
  });

export const departmentWrites = resourceWrites<Department, DepartmentWrite>(
  '/api/departments',
  departmentKeys.all,
);
