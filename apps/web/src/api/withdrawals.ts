import type { ExportRows } from '@app/contracts/exports';
import type { Withdrawal, WithdrawalReview } from '@app/contracts/withdrawals';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';
import { downloadExport, getPage, type ListRequest } from './list-request.ts';

export const withdrawalKeys = { all: ['withdrawals'] as const };

// Newest first: the server orders withdrawals so and offers no other sort.
export const withdrawalListQuery = (request: ListRequest) =>
  queryOptions({
    queryKey: [...withdrawalKeys.all, 'list', request],
    queryFn: () => getPage<Withdrawal>('/api/withdrawals', request),
  });

export function exportWithdrawals(request: ListRequest, rows: ExportRows): Promise<void> {
  return downloadExport('/api/withdrawals', request, rows);
}

/** Moves money on rejection (the refund): the key makes a resent review apply at most once. */
export async function reviewWithdrawal(
  id: number,
  body: WithdrawalReview,
  idempotencyKey: string,
): Promise<Withdrawal> {
  const { data } = await http.post<{ data: Withdrawal }>(`/api/withdrawals/${id}/review`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data.data;
}
