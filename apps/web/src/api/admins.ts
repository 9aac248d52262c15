import type { ListFilterName } from '@app/contracts/common';
import type {
  Admin,
  AdminCreate,
  AdminSession,
  AdminUpdate,
  adminListQuery as listSchema,
} from '@app/contracts/admins';
import type { CurrentAdmin, PasswordChange } from '@app/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { getOnce, sessionReads } from './early-reads.ts';
import { http } from './http.ts';
import { getPage, type ListRequest } from './list-request.ts';
import { resourceWrites } from './resource-writes.ts';

export const adminKeys = { all: ['admins'] as const };

export async function getCurrentAdmin(): Promise<CurrentAdmin> {
  const { data } = await getOnce<{ data: CurrentAdmin }>(sessionReads.admin);
  return data.data;
}

export const currentAdminQuery = queryOptions({ queryKey: ['admins', 'me'], queryFn: getCurrentAdmin });

export async function changeOwnPassword(body: PasswordChange): Promise<void> {
  await http.patch('/api/admins/me/password', body);
}

export const ownSessionsQuery = queryOptions({
  queryKey: ['admins', 'me', 'sessions'],
  queryFn: async () => (await http.get<{ data: AdminSession[] }>('/api/admins/me/sessions')).data.data,
});

/** Ends one of the signed-in admin's own sessions (another device or browser). */
export async function endOwnSession(id: number): Promise<void> {
  await http.delete(`/api/admins/me/sessions/${id}`);
}

/** Ends every session of another admin (admins.modify). */
export async function signOutAdmin(id: number): Promise<void> {
  await http.post(`/api/admins/${id}/sign-out`);
}

/** The filters the admin list takes, by its contract. */
export type AdminFilter = ListFilterName<typeof listSchema>;

export const adminListQuery = (request: ListRequest<AdminFilter>) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'list', request],
    queryFn: () => getPage<Admin>('/api/admins', request),
  });

export const adminWrites = resourceWrites<Admin, AdminCreate, AdminUpdate>('/api/admins', adminKeys.all);
