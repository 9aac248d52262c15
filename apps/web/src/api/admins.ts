import type { CurrentAdmin, PasswordChange } from '@app/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';

export async function getCurrentAdmin(): Promise<CurrentAdmin> {
  const { data } = await http.get<{ data: CurrentAdmin }>('/api/admins/me');
  return data.data;
}

export const currentAdminQuery = queryOptions({ queryKey: ['admins', 'me'], queryFn: getCurrentAdmin });

export async function changeOwnPassword(body: PasswordChange): Promise<void> {
  await http.patch('/api/admins/me/password', body);
}
