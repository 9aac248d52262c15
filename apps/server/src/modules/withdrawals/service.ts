import { and, count, eq, gte, inArray, lte, min, sql, type SQL } from 'drizzle-orm';
import {
  defaultSettings,
  waitingWithdrawalStatuses,
  type AdminWithdrawal,
  type MemberWithdraw,
  type Withdrawal,
  type WithdrawalListQuery,
  type WithdrawalReview,
  type WithdrawalSummary,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { exactTime } from '../../db/keyset.ts';
import { fetchSelected, keysetList } from '../../db/keyset-list.ts';
import { nameOf } from '../../db/name-of.ts';
import { admins, settings, users, withdrawals } from '../../db/schema/index.ts';
import type { Actor } from '../../core/actor.ts';
import { Conflict, Forbidden, NotFound } from '../../core/errors.ts';
import { recordAudit } from '../audit-logs/service.ts';
import { postEntry } from '../ledger/one-change.ts';
import { approvalThresholds } from '../settings/service.ts';

type Filter = WithdrawalListQuery['filter'];
type Order = Pick<WithdrawalListQuery, 'filter' | 'sort'>;

// The review queue is worked first come, first served: oldest first unless asked otherwise.
const isOldestFirst = ({ filter, sort }: Order) =>
  (sort ?? (filter.status === 'pending' || filter.status === 'waiting' ? 'created_at' : '-created_at')) ===
  'created_at';

const isWaiting = inArray(withdrawals.status, [...waitingWithdrawalStatuses]);

export function withdrawalConditions(filter: Filter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status === 'waiting') conditions.push(isWaiting);
  else if (filter.status) conditions.push(eq(withdrawals.status, filter.status));
  if (filter.user_id) conditions.push(eq(withdrawals.userId, filter.user_id));
  if (filter.from) conditions.push(gte(withdrawals.createdAt, new Date(filter.from)));
  if (filter.to) conditions.push(lte(withdrawals.createdAt, new Date(filter.to)));
  return conditions.length ? and(...conditions) : undefined;
}

const selectWithdrawals = (db: Db) =>
  db
    .select({
      withdrawal: withdrawals,
      userName: nameOf(users.name, users.id, withdrawals.userId),
      reviewerName: nameOf<string | null>(admins.name, admins.id, withdrawals.reviewerId),
      firstReviewerName: nameOf<string | null>(admins.name, admins.id, withdrawals.firstReviewerId),
      at: exactTime(withdrawals.createdAt),
    })
    .from(withdrawals);

type Row = Awaited<ReturnType<ReturnType<typeof selectWithdrawals>['execute']>>[number];

export const toWithdrawal = ({
  withdrawal: w,
  userName,
  reviewerName,
  firstReviewerName,
}: Row): Withdrawal => ({
  id: w.id,
  user: { id: w.userId, name: userName },
  account_name: w.accountName,
  card_number: w.cardNumber,
  bank_name: w.bankName,
  amount: w.amount,
  status: w.status,
  review_comment: w.reviewComment,
  reviewer: w.reviewerId !== null ? { id: w.reviewerId, name: reviewerName ?? '' } : null,
  reviewed_at: w.reviewedAt?.toISOString() ?? null,
  first_review: w.firstReviewedAt
    ? {
        reviewer:
          w.firstReviewerId !== null ? { id: w.firstReviewerId, name: firstReviewerName ?? '' } : null,
        reviewed_at: w.firstReviewedAt.toISOString(),
        comment: w.firstReviewComment ?? '',
      }
    : null,
  created_at: w.createdAt.toISOString(),
});

// The list's pages and its export read the same conditions, in the same order.
const list = keysetList({
  table: withdrawals,
  createdAt: withdrawals.createdAt,
  id: withdrawals.id,
  conditions: withdrawalConditions,
  fetch: fetchSelected(selectWithdrawals, (row) => row.withdrawal.id),
  present: toWithdrawal,
});

export const listWithdrawals = (db: Db, query: WithdrawalListQuery) =>
  list.page(db, query, isOldestFirst(query));

export const allWithdrawals = (db: Db, query: Order) => list.all(db, query.filter, isOldestFirst(query));

/**
 * How many requests wait for review (pending or awaiting a second approval) and since when, in one
 * statement: the count and the oldest time come from the (status, created_at, id) index, the overdue age
 * from its settings row.
 */
export async function withdrawalSummary(db: Db): Promise<WithdrawalSummary> {
  const storedHours = db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'withdrawal_overdue_hours'));
  const [row] = await db
    .select({
      pending: count(),
      oldest: min(withdrawals.createdAt),
      hours: sql<unknown>`(${storedHours})`,
    })
    .from(withdrawals)
    .where(isWaiting);
  const hours = row?.hours;
  return {
    pending_count: row?.pending ?? 0,
    oldest_pending_at: row?.oldest ? new Date(row.oldest).toISOString() : null,
    overdue_hours: typeof hours === 'number' ? hours : defaultSettings.withdrawal_overdue_hours,
  };
}

/** Four-eyes: an approval above the withdrawal threshold (0 = off) is a first of two. */
const needsSecondApproval = (amount: number, threshold: number) => threshold > 0 && amount > threshold;

/** The withdrawals with what approving each now would do, as the review screens show it. */
export async function withApprovalSteps(db: Db, rows: readonly Withdrawal[]): Promise<AdminWithdrawal[]> {
  const { withdrawal_above: threshold } = await approvalThresholds(db);
  return rows.map((row) => ({
    ...row,
    needs_second_approval: row.status === 'pending' && needsSecondApproval(row.amount, threshold),
  }));
}

export async function getWithdrawal(db: Db, id: number): Promise<Withdrawal> {
  const [row] = await selectWithdrawals(db).where(eq(withdrawals.id, id));
  if (!row) throw NotFound();
  return toWithdrawal(row);
}

/**
 * DESIGN.md §4: the amount leaves the balance when the member asks; the request then waits for review.
 * The pay password is checked before, on its own (member/pay-password.ts), so that a wrong one counts.
 */
export async function requestWithdrawal(tx: Db, userId: number, body: MemberWithdraw): Promise<Withdrawal> {
  // Lock the member first: inserting the withdrawal takes a key-share lock on the member row, and two
  // requests upgrading such locks to the balance update's lock would deadlock each other.
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw NotFound();
  const [row] = await tx
    .insert(withdrawals)
    .values({
      userId,
      accountName: body.account_name,
      cardNumber: body.card_number,
      bankName: body.bank_name,
      amount: body.amount,
    })
    .returning({ id: withdrawals.id });
  await postEntry(tx, {
    userId,
    amount: -body.amount,
    kind: 'withdrawal',
    referenceId: row!.id,
    field: 'amount',
  });
  return getWithdrawal(tx, row!.id);
}

/** Who reviews a withdrawal: the acting admin, and whether they hold `withdrawals.review`. */
export interface WithdrawalReviewer extends Actor {
  mayReview: boolean;
}

/**
 * One withdrawal's review with every per-row rule; a bulk review calls it for each of its rows.
 * - The reviewer must hold `withdrawals.review` (403).
 * - Pending: a rejection ends it and refunds the amount; an approval ends it, unless the amount is above
 *   settings `approvals.withdrawal_above` (0 = off), when it becomes `awaiting_second` with this first
 *   approval recorded (four-eyes).
 * - Awaiting a second approval: an admin other than the first approves or rejects (and refunds); the first
 *   reviewer gets 409 `withdrawal_second_reviewer`.
 * - Anything else is 409 `withdrawal_not_pending`.
 * Each step is a conditional update on the status it read, so of racing reviews exactly one wins, and the
 * amount is refunded at most once.
 */
export async function reviewWithdrawal(
  tx: Db,
  reviewer: WithdrawalReviewer,
  id: number,
  body: WithdrawalReview,
): Promise<Withdrawal> {
  if (!reviewer.mayReview) throw Forbidden();
  const before = await getWithdrawal(tx, id);
  const now = new Date();
  const decision = {
    status: body.status,
    reviewComment: body.comment,
    reviewerId: reviewer.adminId,
    reviewedAt: now,
  };
  let updated: typeof withdrawals.$inferSelect | undefined;
  if (before.status === 'pending') {
    const { withdrawal_above: threshold } = await approvalThresholds(tx);
    const needsSecond = body.status === 'approved' && needsSecondApproval(before.amount, threshold);
    [updated] = await tx
      .update(withdrawals)
      .set(
        needsSecond
          ? {
              status: 'awaiting_second',
              firstReviewerId: reviewer.adminId,
              firstReviewedAt: now,
              firstReviewComment: body.comment,
            }
          : decision,
      )
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
      .returning();
  } else if (before.status === 'awaiting_second') {
    if (before.first_review?.reviewer?.id === reviewer.adminId) throw Conflict('withdrawal_second_reviewer');
    [updated] = await tx
      .update(withdrawals)
      .set(decision)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'awaiting_second')))
      .returning();
  }
  if (!updated) throw Conflict('withdrawal_not_pending');
  if (updated.status === 'rejected') {
    await postEntry(tx, {
      userId: updated.userId,
      amount: updated.amount,
      kind: 'withdrawal_refund',
      referenceId: updated.id,
      operatorId: reviewer.adminId,
      remarks: body.comment,
    });
  }
  const after = await getWithdrawal(tx, id);
  await recordAudit(tx, reviewer, {
    action: 'withdrawals.review',
    target: `withdrawal:${id}`,
    before,
    after: { ...after, step: before.status === 'awaiting_second' ? 'second' : 'first' },
  });
  return after;
}
