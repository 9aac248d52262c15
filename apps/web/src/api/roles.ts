import type { ListFilterName } from '@app/contracts/common';
import type { PermissionCode } from '@app/contracts/permissions';
import type { Role, RoleUpdate, RoleWrite, roleListQuery as listSchema } from '@app/contracts/roles';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';
import { getPage, type ListRequest } from './list-request.ts';
import { resourceWrites } from './resource-writes.ts';

export const roleKeys = { all: ['roles'] as const };

/** The filters the role list takes, by its contract. */
export type RoleFilter = ListFilterName<typeof listSchema>;

export const roleListQuery = (request: ListRequest<RoleFilter>) =>
  queryOptions({
    queryKey: [...roleKeys.all, 'list', request],
    queryFn: () => getPage<Role>('/api/roles', request),
  });

/** Every role, for pickers (API.md's per_page limit is 1000). */
export const roleOptionsQuery = queryOptions({
  queryKey: [...roleKeys.all, 'options'],
  queryFn: async () => (await getPage<Role>('/api/roles', { page: 1, per_page: 1000, filter: {} })).data,
});

/** An edit that leaves out `permissions` keeps the role's grants; `setRolePermissions` replaces them. */
export const roleWrites = resourceWrites<Role, RoleWrite, RoleUpdate>('/api/roles', roleKeys.all);

export async function setRolePermissions(id: number, permissions: PermissionCode[]): Promise<Role> {
  const { data } = await http.put<{ data: Role }>(`/api/roles/${id}/permissions`, { permissions });
  return data.data;
}
