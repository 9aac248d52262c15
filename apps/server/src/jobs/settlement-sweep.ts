import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { investments } from '../db/schema/index.ts';
import { AppError } from '../core/errors.ts';
import { postEntries, type LedgerEntry } from '../modules/ledger/service.ts';

type Due = { id: number; userId: number; amount: number; profit: number };

export interface SweepResult {
  settled: Due[];
  /**
   * Due investments whose credit the ledger refused (a balance that would pass the largest amount JSON
   * carries): they stay due, for staff to see, and hold back no one else's.
   */
  refused: Due[];
  /** How many the batch claimed, settled or refused: a full batch means more may be due. */
  claimed: number;
}

/** Claims due investments with FOR UPDATE SKIP LOCKED, so several processes never take the same one. */
function claimDue(tx: Db, now: Date, batchSize: number): Promise<Due[]> {
  return tx
    .select({
      id: investments.id,
      userId: investments.userId,
      amount: investments.amount,
      profit: investments.profit,
    })
    .from(investments)
    .where(and(eq(investments.status, 'active'), lte(investments.settleAt, now)))
    .orderBy(asc(investments.settleAt), asc(investments.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
}

/** Credits amount + profit of each with a `settlement` record and marks them settled. */
async function settle(tx: Db, rows: Due[], now: Date) {
  const credits = new Map<number, LedgerEntry[]>();
  for (const row of rows) {
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
          rows.map((r) => r.id),
        ),
        eq(investments.status, 'active'),
      ),
    );
}

/**
 * Settles one batch of due investments (DESIGN.md §4) in one transaction, so a crash mid-batch leaves
 * nothing half done. When the ledger refuses one credit, the batch is settled again one investment at a
 * time, each under a savepoint: the refused ones stay due and the rest are paid.
 */
export async function settleDueBatch(
  db: Db,
  options: { batchSize?: number; now?: Date } = {},
): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 500;
  try {
    return await db.transaction(async (tx) => {
      const due = await claimDue(tx, now, batchSize);
      if (due.length) await settle(tx, due, now);
      return { settled: due, refused: [], claimed: due.length };
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return db.transaction(async (tx) => {
      const due = await claimDue(tx, now, batchSize);
      const result: SweepResult = { settled: [], refused: [], claimed: due.length };
      for (const row of due) {
        try {
          await tx.transaction((one) => settle(one, [row], now));
          result.settled.push(row);
        } catch (refusal) {
          if (!(refusal instanceof AppError)) throw refusal;
          result.refused.push(row);
        }
      }
      return result;
    });
  }
}
