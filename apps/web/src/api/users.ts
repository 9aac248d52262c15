import type { ListFilterName } from '@app/contracts/common';
import type { ExportRows } from '@app/contracts/exports';
import type { BalanceAdjustment } from '@app/contracts/balance-adjustments';
import type { BalanceEdit, BalanceRecord } from '@app/contracts/ledger';
import type { Member, MemberDetail, MemberUpdate, memberListQuery as listSchema } from '@app/contracts/users';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';
import { downloadExport, getPage, type ListRequest } from './list-request.ts';

export const userKeys = { all: ['users'] as const };

/** The filters the member list takes, by its contract. */
export type UserFilter = ListFilterName<typeof listSchema>;

export const userListQuery = (request: ListRequest<UserFilter>) =>
  queryOptions({
    queryKey: [...userKeys.all, 'list', request],
    queryFn: () => getPage<Member>('/api/users', request),
  });

export const userDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...userKeys.all, 'detail', id],
    queryFn: async () => (await http.get<{ data: MemberDetail }>(`/api/users/${id}`)).data.data,
  });

// A picker's choices: the first members whose name or nickname holds the typed text.
export const MEMBER_OPTIONS_LIMIT = 20;
export const memberOptionsQuery = (keyword: string) =>
  queryOptions({
    queryKey: [...userKeys.all, 'options', keyword],
    queryFn: () =>
      getPage<Member>('/api/users', {
        page: 1,
        per_page: MEMBER_OPTIONS_LIMIT,
        sort: 'name',
        filter: keyword ? { keyword } : {},
      }),
    staleTime: 30_000,
  });

export function exportUsers(request: ListRequest, rows: ExportRows): Promise<void> {
  return downloadExport('/api/users', request, rows);
}

/** Spec §7: `{nickname}` alone, or `{password, pay_password, nickname}`; or `{frozen}`. */
export async function updateUser(id: number, body: MemberUpdate): Promise<MemberDetail> {
  const { data } = await http.put<{ data: MemberDetail }>(`/api/users/${id}`, body);
  return data.data;
}

/** Ends every session of the member (users.modify): their apps must sign in again. */
export async function signOutUser(id: number): Promise<void> {
  await http.post(`/api/users/${id}/sign-out`);
}

/**
 * Moves money: the key makes a resent request apply at most once (API.md Idempotency-Key). Above the
 * four-eyes threshold the server moves nothing yet and answers the pending adjustment (202).
 */
export async function editUserBalance(
  id: number,
  body: BalanceEdit,
  idempotencyKey: string,
): Promise<{ record: BalanceRecord } | { adjustment: BalanceAdjustment }> {
  const res = await http.post<{ data: BalanceRecord | BalanceAdjustment }>(`/api/users/${id}/balance`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return res.status === 202
    ? { adjustment: res.data.data as BalanceAdjustment }
    : { record: res.data.data as BalanceRecord };
}

/** After 5 wrong pay passwords in a row the member's withdrawals wait for this (users.password). */
export async function unlockPayPassword(id: number): Promise<void> {
  await http.post(`/api/users/${id}/pay-password/unlock`);
}
