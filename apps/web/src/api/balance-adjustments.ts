import type { ListFilterName } from '@app/contracts/common';
import type {
  BalanceAdjustment,
  BalanceAdjustmentReview,
  balanceAdjustmentListQuery as listSchema,
} from '@app/contracts/balance-adjustments';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';
import { getPage, type ListRequest } from './list-request.ts';

export const balanceAdjustmentKeys = { all: ['balance-adjustments'] as const };

/** Four-eyes: balance edits above the threshold, waiting for (or decided by) a second admin. */
/** The filters the balance adjustment list takes, by its contract. */
export type BalanceAdjustmentFilter = ListFilterName<typeof listSchema>;

export const balanceAdjustmentListQuery = (request: ListRequest<BalanceAdjustmentFilter>) =>
  queryOptions({
    queryKey: [...balanceAdjustmentKeys.all, 'list', request],
    queryFn: () => getPage<BalanceAdjustment>('/api/balance-adjustments', request),
  });

/** Approval moves money: the key makes a resent review apply at most once. */
export async function reviewBalanceAdjustment(
  id: number,
  body: BalanceAdjustmentReview,
  idempotencyKey: string,
): Promise<BalanceAdjustment> {
  const { data } = await http.post<{ data: BalanceAdjustment }>(
    `/api/balance-adjustments/${id}/review`,
    body,
    {
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
  return data.data;
}
