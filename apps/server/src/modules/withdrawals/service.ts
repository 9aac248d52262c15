import { and, count, eq, gte, lte, min, sql, type SQL } from 'drizzle-orm';
import {
  defaultSettings,
  type MemberWithdraw,
  type Withdrawal,
  type WithdrawalListQuery,
  type WithdrawalReview,
  type WithdrawalSummary,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import {
  afterCursor,
  exactTime,
  inBatches,
  presentBatches,
  newestFirst,
  oldestFirst,
  pageNewestFirst,
} from '../../db/keyset.ts';
import { nameOf } from '../../db/name-of.ts';
import { admins, settings, users, withdrawals } from '../../db/schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { Conflict, NotFound } from '../../http/errors.ts';
import { recordAudit } from '../audit-logs/service.ts';
import { changeBalance } from '../ledger/one-change.ts';

type Filter = WithdrawalListQuery['filter'];
type Order = Pick<WithdrawalListQuery, 'filter' | 'sort'>;

// The review queue (pending only) is worked first come, first served: oldest first unless asked otherwise.
const isOldestFirst = ({ filter, sort }: Order) =>
  (sort ?? (filter.status === 'pending' ? 'created_at' : '-created_at')) === 'created_at';

export function withdrawalConditions(filter: Filter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(withdrawals.status, filter.status));
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
      at: exactTime(withdrawals.createdAt),
    })
    .from(withdrawals);

type Row = Awaited<ReturnType<ReturnType<typeof selectWithdrawals>['execute']>>[number];

export const toWithdrawal = ({ withdrawal: w, userName, reviewerName }: Row): Withdrawal => ({
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
  created_at: w.createdAt.toISOString(),
});

const fetchWithdrawals =
  (db: Db, oldest: boolean) => async (where: SQL | undefined, limit: number, offset: number) =>
    (
      await selectWithdrawals(db)
        .where(where)
        .orderBy(...(oldest ? oldestFirst : newestFirst)(withdrawals.createdAt, withdrawals.id))
        .limit(limit)
        .offset(offset)
    ).map((row) => ({ ...row, id: row.withdrawal.id }));

export function listWithdrawals(db: Db, query: WithdrawalListQuery) {
  const oldest = isOldestFirst(query);
  return pageNewestFirst(db, {
    query,
    table: withdrawals,
    createdAt: withdrawals.createdAt,
    id: withdrawals.id,
    oldest,
    where: withdrawalConditions(query.filter),
    fetch: (where: () => SQL | undefined, limit: number, offset: number) =>
      fetchWithdrawals(db, oldest)(where(), limit, offset),
    present: toWithdrawal,
  });
}

export function allWithdrawals(db: Db, query: Order) {
  const where = withdrawalConditions(query.filter);
  const oldest = isOldestFirst(query);
  return presentBatches(
    inBatches((after, limit) =>
      fetchWithdrawals(db, oldest)(
        and(where, after ? afterCursor(withdrawals.createdAt, withdrawals.id, after, oldest) : undefined),
        limit,
        0,
      ),
    ),
    toWithdrawal,
  );
}

/**
 * How many requests wait for review and since when, in one statement: the count and the oldest time
 * come from the (status, created_at, id) index, the overdue age from its settings row.
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
    .where(eq(withdrawals.status, 'pending'));
  const hours = row?.hours;
  return {
    pending_count: row?.pending ?? 0,
    oldest_pending_at: row?.oldest ? new Date(row.oldest).toISOString() : null,
    overdue_hours: typeof hours === 'number' ? hours : defaultSettings.withdrawal_overdue_hours,
  };
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
  await changeBalance(tx, {
    userId,
    amount: -body.amount,
    kind: 'withdrawal',
    referenceId: row!.id,
    field: 'amount',
  });
  return getWithdrawal(tx, row!.id);
}

/**
 * Review is a conditional update on `pending`, so of two reviewers racing exactly one wins and the other
 * gets 409; a rejection gives the amount back with a `withdrawal_refund` record.
 */
export async function reviewWithdrawal(
  tx: Db,
  actor: Actor,
  id: number,
  body: WithdrawalReview,
): Promise<Withdrawal> {
  const before = await getWithdrawal(tx, id);
  const [updated] = await tx
    .update(withdrawals)
    .set({
      status: body.status,
      reviewComment: body.comment,
      reviewerId: actor.adminId,
      reviewedAt: new Date(),
    })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
    .returning();
  if (!updated) throw Conflict('withdrawal_not_pending');
  if (body.status === 'rejected') {
    await changeBalance(tx, {
      userId: updated.userId,
      amount: updated.amount,
      kind: 'withdrawal_refund',
      referenceId: updated.id,
      operatorId: actor.adminId,
      remarks: body.comment,
    });
  }
  const after = await getWithdrawal(tx, id);
  await recordAudit(tx, actor, { action: 'withdrawals.review', target: `withdrawal:${id}`, before, after });
  return after;
}
