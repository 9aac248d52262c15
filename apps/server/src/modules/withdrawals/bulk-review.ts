import { and, count, notInArray } from 'drizzle-orm';
import {
  BULK_REVIEW_MAX_ROWS,
  type Withdrawal,
  type WithdrawalBulkReviewBody,
  type WithdrawalListQuery,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { oldestFirst } from '../../db/keyset.ts';
import { withdrawals } from '../../db/schema/index.ts';
import { AppError, Invalid } from '../../core/errors.ts';
import { reviewWithdrawal, withdrawalConditions } from './service.ts';

/** Who reviews: the acting admin, as the single review takes them. */
export type BulkReviewer = Parameters<typeof reviewWithdrawal>[1];

export interface BulkReviewOutcome {
  /** The rows decided, as each stands after its review. */
  done: Withdrawal[];
  /** The rows left as they were, each with the refusal a single review of it would have met. */
  skipped: { id: number; error: AppError }[];
}

// A lost deadlock or serialisation race is tried again; a row that keeps losing is reported, not decided.
const RETRIED_CODES = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

const codeOf = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
};

export interface BulkReviewOptions {
  /** How many rows are reviewed at the same time, each on its own connection (1 on the embedded database). */
  rowsAtOnce: number;
  /** A row that failed for a reason no rule names (a fault): logged by the caller, reported as skipped. */
  onUnexpected: (id: number, err: unknown) => void;
}

type RowOutcome = { done: Withdrawal } | { skipped: AppError };

/**
 * One decision and one comment for many withdrawals. The rows are the ids named, or those the
 * review list's filter matches now, less the exceptions, oldest first; at most 1 000. Each row is
 * reviewed by the single review itself, in a transaction of its own, so every per-row rule applies and a
 * refused row leaves the others decided; a row moves its money once, however many requests race for it.
 * The outcome lists the rows in the order taken, whichever finished first.
 */
export async function bulkReviewWithdrawals(
  db: Db,
  reviewer: BulkReviewer,
  body: WithdrawalBulkReviewBody,
  options: BulkReviewOptions,
): Promise<BulkReviewOutcome> {
  const ids = body.ids ? [...new Set(body.ids)] : await idsMatching(db, body.filter ?? {}, body.except ?? []);
  const decision = { status: body.status, comment: body.comment };

  const reviewOne = async (id: number): Promise<RowOutcome> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return { done: await db.transaction((tx) => reviewWithdrawal(tx, reviewer, id, decision)) };
      } catch (err) {
        if (RETRIED_CODES.has(codeOf(err) ?? '') && attempt < ATTEMPTS) continue;
        if (err instanceof AppError) return { skipped: err };
        options.onUnexpected(id, err);
        return { skipped: new AppError(500, 'server_error') };
      }
    }
  };

  const outcomes: RowOutcome[] = new Array<RowOutcome>(ids.length);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const index = next++;
      outcomes[index] = await reviewOne(ids[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.rowsAtOnce, ids.length)) }, worker));

  const outcome: BulkReviewOutcome = { done: [], skipped: [] };
  ids.forEach((id, index) => {
    const row = outcomes[index]!;
    if ('done' in row) outcome.done.push(row.done);
    else outcome.skipped.push({ id, error: row.skipped });
  });
  return outcome;
}

/** The rows the filter matches now, less the exceptions, in the review queue's order (oldest first). */
async function idsMatching(db: Db, filter: WithdrawalListQuery['filter'], except: number[]) {
  const where = and(
    withdrawalConditions(filter),
    except.length ? notInArray(withdrawals.id, except) : undefined,
  );
  const rows = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(where)
    .orderBy(...oldestFirst(withdrawals.createdAt, withdrawals.id))
    .limit(BULK_REVIEW_MAX_ROWS + 1);
  if (rows.length > BULK_REVIEW_MAX_ROWS) {
    const [matching] = await db.select({ n: count() }).from(withdrawals).where(where);
    throw Invalid('filter', 'bulk_review_too_many', { count: matching?.n ?? 0, max: BULK_REVIEW_MAX_ROWS });
  }
  return rows.map((row) => row.id);
}
