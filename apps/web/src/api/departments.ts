import type { Department, DepartmentWrite } from '@app/contracts/departments';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';
import { getTree } from './list-request.ts';

export const departmentKeys = { all: ['departments'] as const };

export const departmentTreeQuery = (keyword?: string) =>
  queryOptions({
    queryKey: [...departmentKeys.all, 'tree', keyword ?? ''],
    queryFn: () => getTree<Department>('/api/departments/tree', keyword),
  });

export async function createDepartment(body: DepartmentWrite): Promise<Department> {
  const { data } = await http.post<{ data: Department }>('/api/departments', body);
  return data.data;
}

export async function updateDepartment(id: number, body: DepartmentWrite): Promise<Department> {
  const { data } = await http.put<{ data: Department }>(`/api/departments/${id}`, body);
  return data.data;
}

export async function deleteDepartment(id: number): Promise<void> {
  await http.delete(`/api/departments/${id}`);
}
