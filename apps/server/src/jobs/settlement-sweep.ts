import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { investments } from '../db/schema/index.ts';
import { postEntries, type LedgerEntry } from '../modules/ledger/service.ts';

export interface SweepResult {
  settled: { id: number; userId: number; amount: number; profit: number }[];
}

/**
 * Settles one batch of due investments (DESIGN.md §4): claims them with FOR UPDATE SKIP LOCKED so several
 * server processes never take the same one, credits amount + profit to each member with a `settlement`
 * record, and marks them settled — all in one transaction, so a crash mid-batch leaves nothing half done.
 */
export async function settleDueBatch(
  db: Db,
  options: { batchSize?: number; now?: Date } = {},
): Promise<SweepResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: investments.id,
        userId: investments.userId,
        amount: investments.amount,
        profit: investments.profit,
      })
      .from(investments)
      .where(and(eq(investments.status, 'active'), lte(investments.settleAt, now)))
      .orderBy(asc(investments.settleAt), asc(investments.id))
      .limit(options.batchSize ?? 500)
      .for('update', { skipLocked: true });
    if (!due.length) return { settled: [] };

    const credits = new Map<number, LedgerEntry[]>();
    for (const row of due) {
      const list = credits.get(row.userId) ?? [];
      list.push({ amount: row.amount + row.profit, kind: 'settlement', referenceId: row.id });
      credits.set(row.userId, list);
    }
    await postEntries(tx, credits);
    await tx
      .update(investments)
      .set({ status: 'settled', settledAt: now })
      .where(
        and(
          inArray(
            investments.id,
            due.map((r) => r.id),
          ),
          eq(investments.status, 'active'),
        ),
      );
    return { settled: due };
  });
}
