import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  DASHBOARD_TOP_PROJECTS,
  daysInRange,
  type DashboardFunnel,
  type DashboardRange,
} from '@app/contracts';
import {
  balanceRecords as records,
  investments,
  projectCategories,
  projects,
  users,
  withdrawals,
} from '../../db/schema/index.ts';

// The statements behind the home page's figures (docs/api-notes.md "Dashboard"), each answering one JSON
// value: the investments' figures, the distinct investors of each project, and the members' and the
// ledger's. They read one snapshot of the database together (service.ts), on PostgreSQL side by side.

/** A sum as PostgreSQL's text: numeric sums travel as text so nothing is rounded on the way. */
export type Sum = string;

export interface InvestmentFigures {
  invested: Sum;
  profit_paid: Sum;
  active_principal: Sum;
  backlog_count: number;
  backlog_amount: Sum;
  /** A day of the range each, oldest first: [invested, profit paid]. */
  bar: [Sum, Sum][];
  pie: { id: number; name: string; amount: Sum }[];
  radar: { id: number; name: string; amount: Sum; n: number; settled: number; profit: Sum }[];
}

/** Project id and its distinct investors in the range. */
export type InvestorFigures = [number, number][];

export interface PeopleFigures {
  members: number;
  new_members: number;
  funnel: DashboardFunnel;
  recharged: Sum;
  withdrawn: Sum;
  pending_count: number;
  pending_amount: Sum;
  /** A day of the range each, oldest first: [recharged, withdrawn]. */
  bar: [Sum, Sum][];
}

function rangeOf({ from, to, tz }: DashboardRange) {
  return {
    // The range's first moment in the zone, and the first moment after it, written into each condition so
    // each table is read by its time index between the two (as the fund details do).
    inRange: (column: PgColumn) =>
      sql`${column} >= (${from}::date)::timestamp at time zone ${tz}
        and ${column} < (${to}::date + 1)::timestamp at time zone ${tz}`,
    localDay: (column: PgColumn) => sql`(${column} at time zone ${tz})::date`,
    calendar: sql`(select ${from}::date + n as day from generate_series(0, ${daysInRange(from, to) - 1}) as n)`,
  };
}

/** Made, settled and open investments: one pass over the table for all of them. */
export function investmentStatement(range: DashboardRange): SQL {
  const { from, to, tz } = range;
  const { calendar } = rangeOf(range);
  const days = daysInRange(from, to);
  const i = investments;
  return sql`with
    investing as (
      -- Each row counts on the day of the range it was made, and the day it was settled, if any: the
      -- number of day starts in the zone up to its time (1 for the range's first day, 0 before the range,
      -- one past the last day after it), half the work of converting each time to a date in the zone.
      select made, paid, project_id, status, settle_at <= now() as due,
        sum(amount) as amount, count(*) as n, sum(profit) as profit
      from (
        select ${i.projectId} as project_id, ${i.amount} as amount, ${i.profit} as profit,
          ${i.status} as status, ${i.settleAt} as settle_at,
          width_bucket(${i.createdAt}, day_starts.at) as made,
          case when ${i.status} = 'settled' then width_bucket(${i.settledAt}, day_starts.at) end as paid
        from ${i}, (
          select array(
            select (${from}::date + n)::timestamp at time zone ${tz} from generate_series(0, ${days}) as n
          ) as at
        ) as day_starts
        offset 0 -- kept apart, so each bucket is found once a row, not once for each figure that reads it
      ) as investment
      group by 1, 2, 3, 4, 5
    ),
    open as (
      select coalesce(sum(amount), 0) as principal, coalesce(sum(n) filter (where due), 0) as due,
        coalesce(sum(amount) filter (where due), 0) as due_amount
      from investing where status = 'active'
    ),
    made as (
      select ${from}::date + made - 1 as day, project_id, sum(amount) as amount, sum(n) as n,
        coalesce(sum(n) filter (where status = 'settled'), 0) as settled
      from investing where made between 1 and ${days} group by 1, 2
    ),
    paid as (
      select ${from}::date + paid - 1 as day, project_id, sum(profit) as profit
      from investing where paid between 1 and ${days} group by 1, 2
    ),
    made_daily as (select day, sum(amount) as amount from made group by day),
    paid_daily as (select day, sum(profit) as profit from paid group by day),
    by_project as (
      select project_id, sum(amount) as amount, sum(n) as n, sum(settled) as settled
      from made group by project_id
    ),
    top as (
      select * from by_project order by amount desc, project_id limit ${DASHBOARD_TOP_PROJECTS}
    )
    select json_build_object(
      'invested', (select coalesce(sum(amount), 0) from made)::text,
      'profit_paid', (select coalesce(sum(profit), 0) from paid)::text,
      'active_principal', open.principal::text,
      'backlog_count', open.due,
      'backlog_amount', open.due_amount::text,
      'bar', (
        select json_agg(json_build_array(
          coalesce(made_daily.amount, 0)::text, coalesce(paid_daily.profit, 0)::text
        ) order by calendar.day)
        from ${calendar} as calendar
        left join made_daily on made_daily.day = calendar.day
        left join paid_daily on paid_daily.day = calendar.day
      ),
      'pie', (
        select coalesce(json_agg(json_build_object('id', id, 'name', name, 'amount', amount::text)
          order by amount desc, id), '[]'::json)
        from (
          select ${projectCategories.id} as id, ${projectCategories.name} as name,
            sum(by_project.amount) as amount
          from by_project
          join ${projects} on ${projects.id} = by_project.project_id
          join ${projectCategories} on ${projectCategories.id} = ${projects.categoryId}
          group by 1, 2
          having sum(by_project.amount) > 0
        ) as categories
      ),
      'radar', (
        select coalesce(json_agg(json_build_object(
          'id', top.project_id, 'name', ${projects.name}, 'amount', top.amount::text, 'n', top.n,
          'settled', top.settled,
          'profit', coalesce((select sum(profit) from paid where paid.project_id = top.project_id), 0)::text
        ) order by top.amount desc, top.project_id), '[]'::json)
        from top join ${projects} on ${projects.id} = top.project_id
      )
    ) as answer
    from open`;
}

/** The distinct members who invested in each project in the range. */
export function investorStatement(range: DashboardRange): SQL {
  const { inRange } = rangeOf(range);
  const i = investments;
  return sql`select coalesce(json_agg(json_build_array(project_id, investors)), '[]'::json) as answer
    from (
      select project_id, count(*) as investors
      from (
        select ${i.userId}, ${i.projectId} as project_id from ${i} where ${inRange(i.createdAt)}
        group by ${i.userId}, ${i.projectId}
      ) as pairs
      group by project_id
    ) as projects`;
}

/** Members, the newcomers' funnel, recharges and withdrawals. */
export function peopleStatement(range: DashboardRange): SQL {
  const { inRange, localDay, calendar } = rangeOf(range);
  const { to, tz } = range;
  const i = investments;
  const w = withdrawals;
  return sql`with
    recharged as (
      select ${localDay(records.createdAt)} as day, sum(${records.amount}) as amount
      from ${records} where ${records.kind} = 'recharge' and ${inRange(records.createdAt)}
      group by 1
    ),
    withdrawn as (
      select ${localDay(w.reviewedAt)} as day, sum(${w.amount}) as amount
      from ${w} where ${w.status} = 'approved' and ${inRange(w.reviewedAt)}
      group by 1
    ),
    newcomers as (
      select ${users.id} as id,
        (select count(*) from (select 1 from ${i} where ${i.userId} = ${users.id} limit 2) as two) as invested
      from ${users} where ${inRange(users.createdAt)}
    )
    select json_build_object(
      'members', (select count(*) from ${users}
        where ${users.createdAt} < (${to}::date + 1)::timestamp at time zone ${tz}),
      'new_members', (select count(*) from newcomers),
      'funnel', (
        select json_build_object(
          'registered', count(*),
          'invested', count(*) filter (where invested >= 1),
          'invested_twice', count(*) filter (where invested >= 2),
          'withdrew', count(*) filter (
            where id in (select ${w.userId} from ${w} where ${w.status} = 'approved')
          )
        ) from newcomers
      ),
      'recharged', (select coalesce(sum(amount), 0) from recharged)::text,
      'withdrawn', (select coalesce(sum(amount), 0) from withdrawn)::text,
      'pending_count', (select count(*) from ${w} where ${w.status} in ('pending', 'awaiting_second')),
      'pending_amount', (select coalesce(sum(${w.amount}), 0) from ${w} where ${w.status} in ('pending', 'awaiting_second'))::text,
      'bar', (
        select json_agg(json_build_array(
          coalesce(recharged.amount, 0)::text, coalesce(withdrawn.amount, 0)::text
        ) order by calendar.day)
        from ${calendar} as calendar
        left join recharged on recharged.day = calendar.day
        left join withdrawn on withdrawn.day = calendar.day
      )
    ) as answer`;
}
