import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { BalanceRecord, BalanceRecordListQuery } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { exactTime } from '../../db/keyset.ts';
import { fetchSelected, keysetList } from '../../db/keyset-list.ts';
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

// The ledger's list, newest first: its pages and its export read the same conditions.
const records = keysetList({
  table: balanceRecords,
  createdAt: balanceRecords.createdAt,
  id: balanceRecords.id,
  conditions: recordConditions,
  fetch: fetchSelected(selectRecords, (row) => row.record.id),
  present: toBalanceRecord,
});

export const listBalanceRecords = (db: Db, query: BalanceRecordListQuery) => records.page(db, query);

/** Every filtered record, newest first, in batches: what the export streams. */
export const allBalanceRecords = (db: Db, filter: Filter) => records.all(db, filter);
