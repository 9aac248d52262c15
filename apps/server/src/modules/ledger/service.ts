import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceRecords, users, type BalanceRecordKind } from '../../db/schema/index.ts';
import { Invalid, NotFound } from '../../http/errors.ts';

export interface BalanceChange {
  userId: number;
  /** Signed, in the smallest unit. */
  amount: number;
  kind: BalanceRecordKind;
  referenceId?: number | null;
  operatorId?: number | null;
  remarks?: string | null;
  /** The request field to blame when the balance would go below zero. */
  field?: string;
}

export type BalanceRecordRow = typeof balanceRecords.$inferSelect;

/**
 * The one way a balance changes (DESIGN.md §4). Call it inside the caller's transaction: it locks the
 * member's row, refuses a result below zero, updates the balance and writes the ledger record with the
 * balance before and after — so a failure anywhere in the transaction leaves no trace.
 */
export async function changeBalance(tx: Db, change: BalanceChange): Promise<BalanceRecordRow> {
  if (!Number.isSafeInteger(change.amount) || change.amount === 0) {
    throw Invalid(change.field ?? 'amount', 'validation.non_zero');
  }
  const [user] = await tx
    .select({ id: users.id, balance: users.balance })
    .from(users)
    .where(eq(users.id, change.userId))
    .for('update');
  if (!user) throw NotFound();
  const after = user.balance + change.amount;
  if (after < 0) throw Invalid(change.field ?? 'amount', 'balance_insufficient');
  if (!Number.isSafeInteger(after)) throw Invalid(change.field ?? 'amount', 'validation.unsafe_integer');

  await tx.update(users).set({ balance: after, updatedAt: new Date() }).where(eq(users.id, user.id));
  const [record] = await tx
    .insert(balanceRecords)
    .values({
      userId: user.id,
      amount: change.amount,
      balanceBefore: user.balance,
      balanceAfter: after,
      kind: change.kind,
      referenceId: change.referenceId ?? null,
      operatorId: change.operatorId ?? null,
      remarks: change.remarks ?? null,
    })
    .returning();
  return record!;
}

/** Members whose balance differs from the sum of their ledger records: empty when the books are right. */
export async function ledgerMismatches(db: Db): Promise<{ userId: number; balance: number; sum: number }[]> {
  const result = await db.execute(sql`
    select u.id as "userId", u.balance as balance, coalesce(sum(r.amount), 0)::bigint as sum
    from users u left join balance_records r on r.user_id = u.id
    group by u.id, u.balance
    having u.balance <> coalesce(sum(r.amount), 0)`);
  const rows = (result as unknown as { rows: { userId: number; balance: unknown; sum: unknown }[] }).rows;
  return rows.map((r) => ({ userId: r.userId, balance: Number(r.balance), sum: Number(r.sum) }));
}

/**
 * Several credits to one member in one go (the settlement sweep): one lock, one balance update, and one
 * ledger record per credit with its own running before/after — the same books as crediting one by one.
 */
export async function creditMany(
  tx: Db,
  userId: number,
  credits: { amount: number; kind: BalanceRecordKind; referenceId: number }[],
) {
  const [user] = await tx
    .select({ id: users.id, balance: users.balance })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw NotFound();
  let running = user.balance;
  const rows = credits.map((credit) => {
    if (!Number.isSafeInteger(credit.amount) || credit.amount <= 0)
      throw new Error(`invalid credit ${credit.amount}`);
    const before = running;
    running += credit.amount;
    if (!Number.isSafeInteger(running)) throw new Error(`balance of member ${userId} would overflow`);
    return {
      userId,
      amount: credit.amount,
      balanceBefore: before,
      balanceAfter: running,
      kind: credit.kind,
      referenceId: credit.referenceId,
    };
  });
  await tx.update(users).set({ balance: running, updatedAt: new Date() }).where(eq(users.id, userId));
  await tx.insert(balanceRecords).values(rows);
}
