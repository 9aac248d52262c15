import { and, count, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  normalisePercent,
  profitOf,
  type Investment,
  type InvestmentFilter,
  type InvestmentListQuery,
  type MemberInvest,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  cursorBatches,
  inBatches,
  presentBatches,
  newestFirst,
  pageNewestFirst,
  type Cursor,
} from '../../db/keyset.ts';
import { investments, projects, users } from '../../db/schema/index.ts';
import { Invalid, NotFound } from '../../http/errors.ts';
import { changeBalance } from '../ledger/service.ts';

const DAY_MS = 24 * 3600_000;

/** Spec §4's time filter as bounds on created_at: all, one (UTC) day, or an interval with a start, an end or both. */
function timeBounds(filter: InvestmentFilter): { from?: Date; before?: Date; until?: Date } {
  if (filter.time === 'day' && filter.date) {
    const start = new Date(`${filter.date}T00:00:00.000Z`);
    return { from: start, before: new Date(start.getTime() + DAY_MS) };
  }
  if (filter.time === 'interval') {
    return {
      ...(filter.from ? { from: new Date(filter.from) } : {}),
      ...(filter.to ? { until: new Date(filter.to) } : {}),
    };
  }
  return {};
}

export function investmentConditions(filter: InvestmentFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.user_id) conditions.push(eq(investments.userId, filter.user_id));
  if (filter.project_id) conditions.push(eq(investments.projectId, filter.project_id));
  if (filter.status) conditions.push(eq(investments.status, filter.status));
  const { from, before, until } = timeBounds(filter);
  if (from) conditions.push(gte(investments.createdAt, from));
  if (before) conditions.push(lt(investments.createdAt, before));
  if (until) conditions.push(lte(investments.createdAt, until));
  return conditions.length ? and(...conditions) : undefined;
}

const selectInvestments = (db: Db) =>
  db
    .select({ investment: investments, userName: users.name, projectName: projects.name })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.userId))
    .innerJoin(projects, eq(projects.id, investments.projectId));

type Row = Awaited<ReturnType<ReturnType<typeof selectInvestments>['execute']>>[number];

export const toInvestment = ({ investment: i, userName, projectName }: Row): Investment => ({
  id: i.id,
  user: { id: i.userId, name: userName },
  project: { id: i.projectId, name: projectName },
  amount: i.amount,
  profit_percent: normalisePercent(i.profitPercent),
  profit: i.profit,
  status: i.status,
  created_at: i.createdAt.toISOString(),
  settle_at: i.settleAt.toISOString(),
  settled_at: i.settledAt?.toISOString() ?? null,
});

/**
 * One page of the filtered list, newest first, after a cursor or at an offset. The list is the busiest
 * screen on the largest table: its statement is built and prepared once for each shape of filter (which
 * filters are set), then only executed — PostgreSQL parses it once per connection too.
 */
function fetchInvestments(
  db: Db,
  filter: InvestmentFilter,
  after: Cursor | null,
  limit: number,
  offset: number,
): Promise<(Row & Cursor)[]> {
  const bounds = timeBounds(filter);
  const values = {
    userId: filter.user_id,
    projectId: filter.project_id,
    status: filter.status,
    ...bounds,
    afterAt: after?.createdAt,
    afterId: after?.id,
    limit,
    offset,
  };
  const shape = (['userId', 'projectId', 'status', 'from', 'before', 'until', 'afterAt'] as const)
    .map((name) => (values[name] === undefined ? '0' : '1'))
    .join('');
  let statements = pageStatements.get(db);
  if (!statements) pageStatements.set(db, (statements = new Map()));
  let statement = statements.get(shape);
  if (!statement) statements.set(shape, (statement = preparePage(db, shape)));
  return statement
    .execute(values)
    .then((rows: Row[]) =>
      rows.map((row) => ({ ...row, createdAt: row.investment.createdAt, id: row.investment.id })),
    );
}

const pageStatements = new WeakMap<Db, Map<string, ReturnType<typeof preparePage>>>();

function preparePage(db: Db, shape: string) {
  const set = (index: number) => shape[index] === '1';
  const p = sql.placeholder;
  const conditions: SQL[] = [];
  if (set(0)) conditions.push(eq(investments.userId, p('userId')));
  if (set(1)) conditions.push(eq(investments.projectId, p('projectId')));
  if (set(2)) conditions.push(eq(investments.status, p('status')));
  if (set(3)) conditions.push(gte(investments.createdAt, p('from')));
  if (set(4)) conditions.push(lt(investments.createdAt, p('before')));
  if (set(5)) conditions.push(lte(investments.createdAt, p('until')));
  // A row comparison, so the index scan starts at the cursor (see keyset.ts).
  if (set(6))
    conditions.push(sql`(${investments.createdAt}, ${investments.id}) < (${p('afterAt')}, ${p('afterId')})`);
  return selectInvestments(db)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...newestFirst(investments.createdAt, investments.id))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare(`investments_page_${shape}`);
}

export function listInvestments(db: Db, query: InvestmentListQuery) {
  return pageNewestFirst(db, {
    query,
    table: investments,
    createdAt: investments.createdAt,
    id: investments.id,
    where: investmentConditions(query.filter),
    fetch: (_where: SQL | undefined, limit: number, offset: number, after: Cursor | null) =>
      fetchInvestments(db, query.filter, after, limit, offset),
    present: toInvestment,
  });
}

/**
 * Every filtered investment, newest first, in batches: what the export streams with flat memory. On
 * PostgreSQL (`cursor`) one statement read through a cursor, its times already in the wire format; on the
 * embedded database keyset batches, which leave its single connection free between batches.
 */
export function allInvestments(db: Db, filter: InvestmentFilter, options: { cursor?: boolean } = {}) {
  if (options.cursor) {
    const iso = (column: PgColumn) =>
      sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    const where = investmentConditions(filter);
    const query = sql`select ${investments.id} as id, ${investments.userId} as user_id, ${users.name} as user_name,
        ${investments.projectId} as project_id, ${projects.name} as project_name, ${investments.amount} as amount,
        ${investments.profitPercent}::text as profit_percent, ${investments.profit} as profit,
        ${investments.status} as status, ${iso(investments.createdAt)} as created_at,
        ${iso(investments.settleAt)} as settle_at, ${iso(investments.settledAt)} as settled_at
      from ${investments}
      inner join ${users} on ${users.id} = ${investments.userId}
      inner join ${projects} on ${projects.id} = ${investments.projectId}
      ${where ? sql`where ${where}` : sql``}
      order by ${investments.createdAt} desc, ${investments.id} desc`;
    return presentBatches(cursorBatches<ExportRow>(db, query), (r): Investment => ({
      id: r.id,
      user: { id: r.user_id, name: r.user_name },
      project: { id: r.project_id, name: r.project_name },
      amount: r.amount,
      profit_percent: normalisePercent(r.profit_percent),
      profit: r.profit,
      status: r.status,
      created_at: r.created_at,
      settle_at: r.settle_at,
      settled_at: r.settled_at,
    }));
  }
  return presentBatches(
    inBatches((after, limit) => fetchInvestments(db, filter, after, limit, 0)),
    toInvestment,
  );
}

interface ExportRow {
  id: number;
  user_id: number;
  user_name: string;
  project_id: number;
  project_name: string;
  amount: number;
  profit_percent: string;
  profit: number;
  status: Investment['status'];
  created_at: string;
  settle_at: string;
  settled_at: string | null;
}

export async function getInvestment(db: Db, id: number): Promise<Investment> {
  const [row] = await selectInvestments(db).where(eq(investments.id, id));
  if (!row) throw NotFound();
  return toInvestment(row);
}

/**
 * A member invests (API.md member API): the project must be open, the amount at least its minimum, the
 * member under its times-per-member limit and the balance enough. The member row is locked first, so
 * two investments of one member cannot both pass the limit.
 */
export async function invest(tx: Db, userId: number, body: MemberInvest): Promise<Investment> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [project] = await tx.select().from(projects).where(eq(projects.id, body.project_id));
  if (!project || project.hidden) throw Invalid('project_id', 'project_unavailable');
  if (body.amount < project.minAmount)
    throw Invalid('amount', 'invest_below_minimum', { min: project.minAmount });
  if (project.maxTimes > 0) {
    const [made] = await tx
      .select({ n: count() })
      .from(investments)
      .where(and(eq(investments.userId, userId), eq(investments.projectId, project.id)));
    if ((made?.n ?? 0) >= project.maxTimes)
      throw Invalid('project_id', 'invest_max_times', { max: project.maxTimes });
  }
  const now = new Date();
  const [row] = await tx
    .insert(investments)
    .values({
      userId,
      projectId: project.id,
      amount: body.amount,
      profitPercent: project.profitPercent,
      profit: profitOf(body.amount, project.profitPercent),
      createdAt: now,
      settleAt: new Date(now.getTime() + project.periodMinutes * 60_000),
    })
    .returning();
  await changeBalance(tx, {
    userId,
    amount: -body.amount,
    kind: 'investment',
    referenceId: row!.id,
    field: 'amount',
  });
  return getInvestment(tx, row!.id);
}
