import { asc, eq, sql } from 'drizzle-orm';
import { bulkInsert } from '../../db/bulk-insert.ts';
import type { Db } from '../../db/client.ts';
import { balanceRecords, users, type BalanceRecordKind } from '../../db/schema/index.ts';
import { Invalid, NotFound } from '../../core/errors.ts';
import { inDefaultCurrency } from '../currencies/service.ts';
import { report } from '../../core/signals.ts';

export interface LedgerEntry {
  /** Signed, in the smallest unit. */
  amount: number;
  kind: BalanceRecordKind;
  referenceId?: number | null;
  operatorId?: number | null;
  remarks?: string | null;
  /** An admin edit's balance_reason dictionary value. */
  reason?: string | null;
  /** When the change happened, if not now (demo data and imports of history). */
  at?: Date;
}

export interface BalanceChange extends LedgerEntry {
  userId: number;
  /** The request field to blame when the balance would go below zero. */
  field?: string;
}

export type BalanceRecordRow = typeof balanceRecords.$inferSelect;

/** A balance must stay an amount JSON carries exactly (DESIGN.md §4); the refusal names that limit. */
export async function tooLarge(tx: Db, field: string) {
  return Invalid(field, 'balance_too_large', { max: await inDefaultCurrency(tx, Number.MAX_SAFE_INTEGER) });
}

/**
 * The ledger's entry point for many entries at once (DESIGN.md §4): settlement's batches and the demo
 * history. One change of one member goes through its pair, postEntry (ledger/one-change.ts), in one
 * statement; both keep the same rules. Call it inside the caller's transaction: it locks the
 * members' rows (in id order, so concurrent callers cannot deadlock), applies each member's entries in
 * order, refuses any step below zero, updates each balance once and writes one ledger record per entry
 * with its balance before and after — so a failure anywhere in the transaction leaves no trace.
 */
export async function postEntries(
  tx: Db,
  changes: Map<number, LedgerEntry[]>,
  options: { field?: string } = {},
): Promise<void> {
  const field = options.field ?? 'amount';
  const ids = [...changes.keys()].sort((a, b) => a - b);
  if (!ids.length) return;
  const locked = await tx
    .select({ id: users.id, balance: users.balance })
    .from(users)
    // One array parameter however many members (a batch of thousands stays one short statement).
    .where(ids.length === 1 ? eq(users.id, ids[0]!) : sql`${users.id} = any(${sql.param(ids)}::int[])`)
    .orderBy(asc(users.id))
    .for('update');
  if (locked.length !== ids.length) throw NotFound();

  const rows: (typeof balanceRecords.$inferInsert)[] = [];
  const balances: { id: number; balance: number }[] = [];
  for (const user of locked) {
    let running = user.balance;
    for (const entry of changes.get(user.id)!) {
      if (!Number.isSafeInteger(entry.amount) || entry.amount === 0)
        throw Invalid(field, 'validation.non_zero');
      const before = running;
      running += entry.amount;
      if (running < 0) throw Invalid(field, 'balance_insufficient');
      if (!Number.isSafeInteger(running)) throw await tooLarge(tx, field);
      rows.push({
        userId: user.id,
        amount: entry.amount,
        balanceBefore: before,
        balanceAfter: running,
        kind: entry.kind,
        referenceId: entry.referenceId ?? null,
        operatorId: entry.operatorId ?? null,
        remarks: entry.remarks ?? null,
        reason: entry.reason ?? null,
        ...(entry.at ? { createdAt: entry.at } : {}),
      });
    }
    balances.push({ id: user.id, balance: running });
  }

  if (balances.length === 1) {
    await tx
      .update(users)
      .set({ balance: balances[0]!.balance, updatedAt: new Date() })
      .where(eq(users.id, balances[0]!.id));
  } else {
    const idList = sql.param(balances.map((b) => b.id));
    const balanceList = sql.param(balances.map((b) => b.balance));
    await tx.execute(
      sql`update users set balance = v.balance, updated_at = now() from unnest(${idList}::int[], ${balanceList}::bigint[]) as v(id, balance) where users.id = v.id`,
    );
  }
  const now = new Date();
  await bulkInsert(
    tx,
    'balance_records',
    {
      user_id: 'int',
      amount: 'bigint',
      balance_before: 'bigint',
      balance_after: 'bigint',
      kind: 'varchar',
      reference_id: 'bigint',
      operator_id: 'int',
      remarks: 'text',
      reason: 'varchar',
      created_at: 'timestamptz',
    },
    rows.map((r) => ({
      user_id: r.userId,
      amount: r.amount,
      balance_before: r.balanceBefore,
      balance_after: r.balanceAfter,
      kind: r.kind,
      reference_id: r.referenceId ?? null,
      operator_id: r.operatorId ?? null,
      remarks: r.remarks ?? null,
      reason: r.reason ?? null,
      created_at: r.createdAt ?? now,
    })),
  );
  const written = new Map<BalanceRecordKind, number>();
  for (const row of rows) written.set(row.kind, (written.get(row.kind) ?? 0) + 1);
  for (const [kind, records] of written) report({ type: 'ledger.written', kind, records });
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
