import type { WithdrawalBulkReview, WithdrawalBulkSummary } from '@app/contracts/withdrawal-reviews';
import { http } from './http.ts';

// A thousand rows are decided one by one on the server: longer than a single request's usual wait.
const BULK_REVIEW_TIMEOUT_MS = 10 * 60_000;

/**
 * One decision for many withdrawals, named by id or by the review list's filter less exceptions.
 * Moves money (each rejection's refund): the key makes a resent request apply at most once.
 */
export async function reviewWithdrawals(
  body: WithdrawalBulkReview,
  idempotencyKey: string,
): Promise<WithdrawalBulkSummary> {
  const { data } = await http.post<{ data: WithdrawalBulkSummary }>('/api/withdrawals/reviews', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    timeout: BULK_REVIEW_TIMEOUT_MS,
  });
  return data.data;
}
