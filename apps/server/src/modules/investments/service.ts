import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  normalisePercent,
  profitOf,
  type Investment,
  type InvestmentFilter,
  type InvestmentListQuery,
  type MemberInvest,
} from '@app/contracts';
import type { Database, Db } from '../../db/client.ts';
import { afterCursor, exactTime, inBatches, pageNewestFirst, type Cursor } from '../../db/keyset.ts';
import { csvLine, csvValue, type SqlCsvColumn } from '../../route-kit/csv-export.ts';
import type { SqlExportColumn } from '../../route-kit/exports/export-format.ts';
import { investments, projects, users } from '../../db/schema/index.ts';
import { Invalid, NotFound } from '../../core/errors.ts';
import { inDefaultCurrency } from '../currencies/service.ts';
import { postEntry } from '../ledger/one-change.ts';
import { filterConditions, filterValues } from './filter.ts';
import { fetchInvestmentPage } from './page-query.ts';

/** The list's filter as one condition: the same conditions as its pages' prepared statements (filter.ts). */
export function investmentConditions(filter: InvestmentFilter): SQL | undefined {
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

export function listInvestments(db: Db, query: InvestmentListQuery) {
  return pageNewestFirst(db, {
    query,
    table: investments,
    createdAt: investments.createdAt,
    id: investments.id,
    // Built only when the total is not remembered: the statement of the page is prepared per shape.
    where: () => investmentConditions(query.filter),
    countKey: JSON.stringify(query.filter),
    fetch: (_where, limit, offset, after) =>
      fetchInvestmentPage(db, query.filter, after, limit, offset),
    present: (entry) => entry.investment,
  });
}

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

/** The export's statement: the columns given, the filter, after a place and up to a limit when given. */
function exportSelect(columns: SQL, where: SQL | undefined, after: Cursor | null = null, limit?: number) {
  return sql`select ${columns}
    from ${investments}
    inner join ${users} on ${users.id} = ${investments.userId}
    inner join ${projects} on ${projects.id} = ${investments.projectId}
    where ${and(where, after ? afterCursor(investments.createdAt, investments.id, after) : undefined) ?? sql`true`}
    order by ${investments.createdAt} desc, ${investments.id} desc
    ${limit ? sql`limit ${limit}` : sql``}`;
}

/**
 * Every filtered investment as CSV lines, newest first, with flat memory. PostgreSQL writes them with COPY,
 * quoting as RFC 4180 says; the embedded database writes each line (`csvLine`) in keyset batches, which
 * leave its single connection free between batches.
 */
export function investmentCsv(
  database: Database,
  columns: SqlCsvColumn[],
  where: SQL | undefined,
): AsyncIterable<string | Uint8Array> {
  const values = sql.join(
    columns.map((c) => csvValue(c)),
    sql`, `,
  );
  return database.copyCsv
    ? database.copyCsv(exportSelect(values, where))
    : keysetLines(database.db, columns, where);
}

/**
 * The export's rows: every investment of the filter, or (`rows=page`) the page the list shows, found by
 * the list itself so the two cannot differ.
 */
export async function investmentExportWhere(
  db: Db,
  query: InvestmentListQuery & { rows: 'all' | 'page' },
): Promise<SQL | undefined> {
  if (query.rows === 'all') return investmentConditions(query.filter);
  const page = await listInvestments(db, query);
  const ids = page.data.map((investment) => investment.id);
  return ids.length ? inArray(investments.id, ids) : sql`false`;
}

const LINES_PER_CHUNK = 256;

async function* keysetLines(
  db: Db,
  csvColumns: SqlCsvColumn[],
  where: SQL | undefined,
): AsyncGenerator<string> {
  // Each line with its row's place, where the next batch starts.
  const columns = sql`${csvLine(csvColumns)} as line, ${exactTime(investments.createdAt)} as at, ${investments.id} as id`;
  type Line = { line: string; at: string; id: number | string };
  const batches = inBatches(async (after, limit) => {
    const result = await db.execute(exportSelect(columns, where, after, limit));
    return (result as unknown as { rows: Line[] }).rows.map((r) => ({ ...r, id: Number(r.id) }));
  });
  // Chunks of a few dozen kilobytes: short-lived strings the young generation collects cheaply, where
  // one string per batch (near a megabyte) would wait in the large-object space for a full collection.
  for await (const batch of batches) {
    for (let i = 0; i < batch.length; i += LINES_PER_CHUNK) {
      let chunk = '';
      for (const row of batch.slice(i, i + LINES_PER_CHUNK)) chunk += row.line;
      yield chunk;
    }
  }
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
    throw Invalid('amount', 'invest_below_minimum', { min: await inDefaultCurrency(tx, project.minAmount) });
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
  await postEntry(tx, {
    userId,
    amount: -body.amount,
    kind: 'investment',
    referenceId: row!.id,
    field: 'amount',
  });
  return getInvestment(tx, row!.id);
}
