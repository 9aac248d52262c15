import { and, count, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import {
  normalisePercent,
  profitOf,
  type Investment,
  type InvestmentFilter,
  type InvestmentListQuery,
  type MemberInvest,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { afterCursor, inBatches, presentBatches, newestFirst, pageNewestFirst } from '../../db/keyset.ts';
import { investments, projects, users } from '../../db/schema/index.ts';
import { Invalid, NotFound } from '../../http/errors.ts';
import { changeBalance } from '../ledger/service.ts';

const DAY_MS = 24 * 3600_000;

/** Spec §4's time filter: all, one (UTC) day, or an interval with a start, an end or both. */
export function investmentConditions(filter: InvestmentFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.user_id) conditions.push(eq(investments.userId, filter.user_id));
  if (filter.project_id) conditions.push(eq(investments.projectId, filter.project_id));
  if (filter.status) conditions.push(eq(investments.status, filter.status));
  if (filter.time === 'day' && filter.date) {
    const start = new Date(`${filter.date}T00:00:00.000Z`);
    conditions.push(
      gte(investments.createdAt, start),
      lt(investments.createdAt, new Date(start.getTime() + DAY_MS)),
    );
  }
  if (filter.time === 'interval') {
    if (filter.from) conditions.push(gte(investments.createdAt, new Date(filter.from)));
    if (filter.to) conditions.push(lte(investments.createdAt, new Date(filter.to)));
  }
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

const fetchInvestments = (db: Db) => async (where: SQL | undefined, limit: number, offset: number) =>
  (
    await selectInvestments(db)
      .where(where)
      .orderBy(...newestFirst(investments.createdAt, investments.id))
      .limit(limit)
      .offset(offset)
  ).map((row) => ({ ...row, createdAt: row.investment.createdAt, id: row.investment.id }));

export function listInvestments(db: Db, query: InvestmentListQuery) {
  return pageNewestFirst(db, {
    query,
    table: investments,
    createdAt: investments.createdAt,
    id: investments.id,
    where: investmentConditions(query.filter),
    fetch: fetchInvestments(db),
    present: toInvestment,
  });
}

export function allInvestments(db: Db, filter: InvestmentFilter) {
  const where = investmentConditions(filter);
  return presentBatches(
    inBatches((after, limit) =>
      fetchInvestments(db)(
        and(where, after ? afterCursor(investments.createdAt, investments.id, after) : undefined),
        limit,
        0,
      ),
    ),
    toInvestment,
  );
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
