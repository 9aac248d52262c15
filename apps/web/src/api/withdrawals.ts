import type { ListFilterName } from '@app/contracts/common';
import type { ExportRows } from '@app/contracts/exports';
import type {
  AdminWithdrawal,
  Withdrawal,
  WithdrawalReview,
  WithdrawalSummary,
  withdrawalListQuery as listSchema,
} from '@app/contracts/withdrawals';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';
import { downloadExport, getPage, type ListRequest } from './list-request.ts';

export const withdrawalKeys = { all: ['withdrawals'] as const };

/** The filters the withdrawal list takes, by its contract. */
export type WithdrawalFilter = ListFilterName<typeof listSchema>;

// Newest first unless the request sorts by `created_at`; the server lists the pending ones oldest first.
export const withdrawalListQuery = (request: ListRequest<WithdrawalFilter>) =>
  queryOptions({
    queryKey: [...withdrawalKeys.all, 'list', request],
    queryFn: () => getPage<AdminWithdrawal>('/api/withdrawals', request),
  });

/**
 * How many requests wait and the overdue age. Under withdrawalKeys.all, so every withdrawal event
 * (api/server-events.ts) fetches it again.
 */
export const withdrawalSummaryQuery = () =>
  queryOptions({
    queryKey: [...withdrawalKeys.all, 'summary'],
    queryFn: async () => (await http.get<{ data: WithdrawalSummary }>('/api/withdrawals/summary')).data.data,
    // Events keep it current; a menu entry shown again (a catalogue opened) need not ask anew.
    staleTime: 30_000,
  });

export function exportWithdrawals(request: ListRequest<WithdrawalFilter>, rows: ExportRows): Promise<void> {
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
