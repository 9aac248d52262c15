import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  daysInRange,
  fundFigureNames,
  type FundDay,
  type FundFigures,
  type FundListQuery,
  type FundPage,
  type FundRange,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { balanceRecords, investments, withdrawals } from '../../db/schema/index.ts';

/** One row of the statement: a day's figures (or, with no date, the range's), as PostgreSQL's text. */
type SumRow = { date: string | null } & Record<keyof FundFigures, string>;

/**
 * The range's days (newest first, `limit` from `offset`) and, in a row without a date, the sums over the
 * whole range: one statement. Each record counts on its calendar day in the range's time zone. The sums
 * are numeric in PostgreSQL and travel as text, so nothing is rounded on the way.
 */
function fundStatement({ from, to, tz }: FundRange, limit: number, offset: number) {
  const r = balanceRecords;
  const localDay = (column: PgColumn) => sql`(${column} at time zone ${tz})::date`;
  const sumOf = (kind: string, value = sql`${r.amount}`) =>
    sql`coalesce(sum(${value}) filter (where ${r.kind} = ${kind}), 0)`;
  const sums = sql.join(
    fundFigureNames.map((name) => sql`sum(${sql.identifier(name)})::text as ${sql.identifier(name)}`),
    sql`, `,
  );
  const texts = sql.join(
    fundFigureNames.map((name) => sql`${sql.identifier(name)}::text`),
    sql`, `,
  );
  // The range's first moment in the zone, and the first moment after it: written into each condition,
  // so each table is read by its time index between the two.
  const inRange = (column: PgColumn) =>
    sql`${column} >= (${from}::date)::timestamp at time zone ${tz}
      and ${column} < (${to}::date + 1)::timestamp at time zone ${tz}`;
  return sql`with ledger as (
      select ${localDay(r.createdAt)} as day,
        ${sumOf('recharge')} as recharged,
        ${sumOf('adjustment')} as adjusted,
        -${sumOf('investment')} as invested,
        ${sumOf('settlement', sql`${investments.amount}`)} as settled_principal,
        ${sumOf('settlement', sql`${r.amount} - ${investments.amount}`)} as profit_paid,
        -${sumOf('withdrawal')} as withdrawn,
        ${sumOf('withdrawal_refund')} as refunded
      from ${r}
      left join ${investments} on ${r.kind} = 'settlement' and ${investments.id} = ${r.referenceId}
      where ${inRange(r.createdAt)}
      group by 1
    ), pending as (
      select ${localDay(withdrawals.createdAt)} as day, sum(${withdrawals.amount}) as pending_withdrawals
      from ${withdrawals}
      where ${withdrawals.status} in ('pending', 'awaiting_second') and ${inRange(withdrawals.createdAt)}
      group by 1
    ), days as (
      select calendar.day,
        coalesce(ledger.recharged, 0) as recharged,
        coalesce(ledger.adjusted, 0) as adjusted,
        coalesce(ledger.invested, 0) as invested,
        coalesce(ledger.settled_principal, 0) as settled_principal,
        coalesce(ledger.profit_paid, 0) as profit_paid,
        coalesce(ledger.withdrawn, 0) as withdrawn,
        coalesce(ledger.refunded, 0) as refunded,
        coalesce(pending.pending_withdrawals, 0) as pending_withdrawals
      from (
        select ${from}::date + n as day from generate_series(0, ${daysInRange(from, to) - 1}) as n
      ) as calendar
      left join ledger on ledger.day = calendar.day
      left join pending on pending.day = calendar.day
    )
    select * from (
      select null::text as date, ${sums} from days
      union all
      (select to_char(day, 'YYYY-MM-DD'), ${texts} from days order by day desc limit ${limit} offset ${offset})
    ) as answer
    order by date desc nulls first`;
}

/** A sum as a JSON number: exact only within Number.MAX_SAFE_INTEGER (DESIGN.md §4), so past it, a failure. */
function safeAmount(text: string): number {
  const value = BigInt(text);
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER))
    throw new RangeError(`a fund sum (${text}) is beyond Number.MAX_SAFE_INTEGER`);
  return Number(value);
}

function figuresOf(row: SumRow): FundFigures {
  return Object.fromEntries(fundFigureNames.map((name) => [name, safeAmount(row[name])])) as FundFigures;
}

async function fundRows(db: Db, range: FundRange, limit: number, offset: number) {
  const result = await db.execute(fundStatement(range, limit, offset));
  const [totals, ...days] = (result as unknown as { rows: SumRow[] }).rows;
  return {
    totals: figuresOf(totals!),
    days: days.map((row): FundDay => ({ date: row.date!, ...figuresOf(row) })),
  };
}

/** A page of the range's days, newest first, with the sums over the whole range. */
export async function listFundDays(db: Db, query: FundListQuery): Promise<FundPage> {
  const { page, per_page: perPage, filter } = query;
  const offset = (page - 1) * perPage;
  const total = daysInRange(filter.from, filter.to);
  const { totals, days } = await fundRows(db, filter, perPage, offset);
  const from = days.length ? offset + 1 : null;
  return {
    data: days,
    meta: {
      current_page: page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      from,
      to: from === null ? null : offset + days.length,
    },
    totals,
  };
}

/** Every day of the range, newest first, as the export writes them (a range is at most 366 days). */
export async function* allFundDays(db: Db, range: FundRange): AsyncGenerator<FundDay[]> {
  yield (await fundRows(db, range, daysInRange(range.from, range.to), 0)).days;
}
