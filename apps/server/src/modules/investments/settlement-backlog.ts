import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { investments } from '../../db/schema/index.ts';

export interface SettlementBacklog {
  /** Active investments whose settlement time has passed. */
  due: number;
  /** How long the oldest of them has waited past its time; 0 when none is due. */
  oldestDueSeconds: number;
}

/**
 * What the sweep has yet to settle, read from the due index (status, settle_at) in one statement. Times
 * are the database's own, so a server clock that drifts cannot make the lag look smaller.
 */
export async function settlementBacklog(db: Db): Promise<SettlementBacklog> {
  const [row] = await db
    .select({
      due: count(),
      oldest: sql<number | null>`extract(epoch from now() - min(${investments.settleAt}))::float8`,
    })
    .from(investments)
    .where(and(eq(investments.status, 'active'), lte(investments.settleAt, sql`now()`)));
  return { due: row?.due ?? 0, oldestDueSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
}
