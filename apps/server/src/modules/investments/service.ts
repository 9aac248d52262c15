import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  normalisePercent,
  profitOf,
  type Investment,
  type InvestmentListFilter,
  type InvestmentListQuery,
  type MemberInvest,
} from '@app/contracts';
import type { Database, Db } from '../../db/client.ts';
import { keysetList } from '../../db/keyset-list.ts';
import type { SqlCsvColumn } from '../../route-kit/csv-export.ts';
import { databaseCsv } from '../../route-kit/exports/database-csv.ts';
import type { SqlExportColumn } from '../../route-kit/exports/export-format.ts';
import { investments, projects, users } from '../../db/schema/index.ts';
import { Invalid, NotFound } from '../../core/errors.ts';
import { inDefaultCurrency } from '../currencies/service.ts';
import { postEntry } from '../ledger/one-change.ts';
import { filterConditions, filterValues } from './filter.ts';
import { fetchInvestmentPage } from './page-query.ts';

/** The list's filter as one condition: the same conditions as its pages' prepared statements (filter.ts). */
export function investmentConditions(filter: InvestmentListFilter): SQL | undefined {
  const conditions = filterConditions(filterValues(filter));
  return conditions.length ? and(...conditions) : undefined;
}

const selectInvestments = (db: Db) =>
  db
    .select({
      investment: investments,
      userName: users.name,
      projectName: projects.name,
    })
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

// The columns of the investment list, in its order, each written by the database.
export const investmentExport: SqlExportColumn[] = [
  { header: 'id', kind: 'number', sql: sql`${investments.id}` },
  { header: 'user_id', kind: 'number', sql: sql`${investments.userId}` },
  { header: 'user', sql: sql`${users.name}` },
  { header: 'project', sql: sql`${projects.name}` },
  { header: 'amount', kind: 'amount', sql: sql`${investments.amount}` },
  { header: 'profit_percent', kind: 'percent', sql: sql`trim_scale(${investments.profitPercent})::text` },
  { header: 'profit', kind: 'amount', sql: sql`${investments.profit}` },
  { header: 'status', kind: { dictionary: 'investment_status' }, sql: sql`${investments.status}` },
  { header: 'invested_at', kind: 'time', sql: sql`${investments.createdAt}` },
  { header: 'settle_at', kind: 'time', sql: sql`${investments.settleAt}` },
  { header: 'settled_at', kind: 'time', sql: sql`${investments.settledAt}`, nullable: true },
];

/** The export's statement: the columns given, where `where` holds, newest first, up to a limit when given. */
const exportSelect = (columns: SQL, where: SQL | undefined, limit?: number) =>
  sql`select ${columns}
    from ${investments}
    inner join ${users} on ${users.id} = ${investments.userId}
    inner join ${projects} on ${projects.id} = ${investments.projectId}
    where ${where ?? sql`true`}
    order by ${investments.createdAt} desc, ${investments.id} desc
    ${limit ? sql`limit ${limit}` : sql``}`;

// The largest list (millions of rows): its pages come from statements prepared per filter shape
// (page-query.ts), its export from one the database writes, both from the same filter.
const list = keysetList({
  table: investments,
  createdAt: investments.createdAt,
  id: investments.id,
  conditions: investmentConditions,
  // A remembered total answers without building the condition, which the page's own statement never needs.
  countKey: (filter) => JSON.stringify(filter),
  fetch: (db, { filter, after, limit, offset }) => fetchInvestmentPage(db, filter, after, limit, offset),
  present: (entry) => entry.investment,
  select: exportSelect,
});

export const listInvestments = (db: Db, query: InvestmentListQuery) => list.page(db, query);

/** The export's rows: every investment of the filter, or (`rows=page`) the page the list shows. */
export const investmentExportWhere = (db: Db, query: InvestmentListQuery & { rows: 'all' | 'page' }) =>
  list.exportWhere(db, query);

/** Every investment the export covers as CSV lines, newest first. */
export const investmentCsv = (database: Database, columns: SqlCsvColumn[], where: SQL | undefined) =>
  databaseCsv(database, list, columns, where);

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
    throw Invalid('amount', 'invest_below_minimum', { min: await inDefaultCurrency(tx, project.minAmount) });
  if (project.maxTimes > 0) {
    const [made] = await tx
      .select({ n: count() })
      .from(investments)
      .where(and(eq(investments.userId, userId), eq(investments.projectId, project.id)));
    if ((made?.n ?? 0) >= project.maxTimes)
      throw Invalid('project_id', 'invest_max_times', { max: project.maxTimes });
  }
  // Settlement pays amount + profit back: a payout past the largest amount JSON carries exactly could
  // never be credited, so the investment is refused now rather than left due for good.
  const profit = profitOf(body.amount, project.profitPercent);
  if (!Number.isSafeInteger(profit) || !Number.isSafeInteger(body.amount + profit))
    throw Invalid('amount', 'invest_payout_too_large', {
      max: await inDefaultCurrency(tx, Number.MAX_SAFE_INTEGER),
    });
  const now = new Date();
  const [row] = await tx
    .insert(investments)
    .values({
      userId,
      projectId: project.id,
      amount: body.amount,
      profitPercent: project.profitPercent,
      profit,
      createdAt: now,
      settleAt: new Date(now.getTime() + project.periodMinutes * 60_000),
    })
    .returning();
  await postEntry(tx, {
    userId,
    amount: -body.amount,
    kind: 'investment',
    referenceId: row!.id,
    field: 'amount',
  });
  return getInvestment(tx, row!.id);
}
