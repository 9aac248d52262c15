import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { BalanceRecord, BalanceRecordListQuery } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import {
  afterCursor,
  exactTime,
  inBatches,
  presentBatches,
  newestFirst,
  pageNewestFirst,
} from '../../db/keyset.ts';
import { nameOf } from '../../db/name-of.ts';
import { admins, balanceRecords, users } from '../../db/schema/index.ts';

type Filter = BalanceRecordListQuery['filter'];

export function recordConditions(filter: Filter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.user_id) conditions.push(eq(balanceRecords.userId, filter.user_id));
  if (filter.kind) conditions.push(eq(balanceRecords.kind, filter.kind));
  if (filter.reason) conditions.push(eq(balanceRecords.reason, filter.reason));
  if (filter.from) conditions.push(gte(balanceRecords.createdAt, new Date(filter.from)));
  if (filter.to) conditions.push(lte(balanceRecords.createdAt, new Date(filter.to)));
  return conditions.length ? and(...conditions) : undefined;
}

const selectRecords = (db: Db) =>
  db
    .select({
      record: balanceRecords,
      userName: nameOf(users.name, users.id, balanceRecords.userId),
      operatorName: nameOf<string | null>(admins.name, admins.id, balanceRecords.operatorId),
      at: exactTime(balanceRecords.createdAt),
    })
    .from(balanceRecords);

type Row = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

export const toBalanceRecord = ({
  record,
  userName,
  operatorName,
}: Pick<Row, 'record' | 'userName' | 'operatorName'>): BalanceRecord => ({
  id: record.id,
  user: { id: record.userId, name: userName },
  amount: record.amount,
  balance_before: record.balanceBefore,
  balance_after: record.balanceAfter,
  kind: record.kind,
  reference_id: record.referenceId,
  remarks: record.remarks,
  reason: record.reason,
  operator: record.operatorId !== null ? { id: record.operatorId, name: operatorName ?? '' } : null,
  created_at: record.createdAt.toISOString(),
});

const fetchRecords = (db: Db) => async (where: SQL | undefined, limit: number, offset: number) =>
  (
    await selectRecords(db)
      .where(where)
      .orderBy(...newestFirst(balanceRecords.createdAt, balanceRecords.id))
      .limit(limit)
      .offset(offset)
  ).map((row) => ({ ...row, id: row.record.id }));

export function listBalanceRecords(db: Db, query: BalanceRecordListQuery) {
  return pageNewestFirst(db, {
    query,
    table: balanceRecords,
    createdAt: balanceRecords.createdAt,
    id: balanceRecords.id,
    where: recordConditions(query.filter),
    fetch: (where: () => SQL | undefined, limit: number, offset: number) =>
      fetchRecords(db)(where(), limit, offset),
    present: toBalanceRecord,
  });
}

/** Every filtered record, newest first, in batches: what the export streams. */
export function allBalanceRecords(db: Db, filter: Filter) {
  const where = recordConditions(filter);
  return presentBatches(
    inBatches((after, limit) =>
      fetchRecords(db)(
        and(where, after ? afterCursor(balanceRecords.createdAt, balanceRecords.id, after) : undefined),
        limit,
        0,
      ),
    ),
    toBalanceRecord,
  );
}
