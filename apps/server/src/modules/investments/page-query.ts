import { and, sql } from 'drizzle-orm';
import { normalisePercent, type Investment, type InvestmentListFilter } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { exactTime, type Cursor } from '../../db/keyset.ts';
import { nameOf } from '../../db/name-of.ts';
import { param, preparedSql } from '../../db/prepared-sql.ts';
import { investments, projects, users } from '../../db/schema/index.ts';
import { isoTime } from '../../db/iso-time.ts';
import { filterConditions, filterValues } from './filter.ts';

interface PageRow {
  id: number | string;
  user_id: number;
  user_name: string;
  project_id: number;
  project_name: string;
  amount: number | string;
  profit_percent: string;
  profit: number | string;
  status: Investment['status'];
  created_at: string;
  settle_at: string;
  settled_at: string | null;
  at: string;
}

export type PageEntry = Cursor & { investment: Investment };

const toEntry = (row: PageRow): PageEntry => ({
  at: row.at,
  id: Number(row.id),
  investment: {
    id: Number(row.id),
    user: { id: row.user_id, name: row.user_name },
    project: { id: row.project_id, name: row.project_name },
    amount: Number(row.amount),
    profit_percent: normalisePercent(row.profit_percent),
    profit: Number(row.profit),
    status: row.status,
    created_at: row.created_at,
    settle_at: row.settle_at,
    settled_at: row.settled_at,
  },
});

const FILTERS = ['userId', 'projectId', 'status', 'from', 'before', 'until', 'afterAt'] as const;
type Values = Partial<Record<(typeof FILTERS)[number], unknown>> & Record<string, unknown>;

// PostgreSQL plans a statement whose LIMIT or OFFSET is a parameter anew on every execution: its generic
// plan guesses a tenth of the table, so it never wins, and planning cost more than the page itself. The
// usual pages (the first, or the next after a cursor, at a page size the screens offer) write both as
// literals, so PostgreSQL keeps their plan; any other page passes them as parameters.
const LITERAL_PAGE_SIZES = new Set([10, 20, 50, 100]);

/**
 * The statement of one shape of filter (which filters are set) and, for the usual pages, one page size.
 * The page is the busiest answer on the largest table, so each is built once, prepared once per
 * connection, and answers rows already in their wire format: the database writes the times, nothing maps
 * columns row by row.
 */
function pageStatement(key: string, shape: string, literalLimit: number | null) {
  const set = (index: number) => shape[index] === '1';
  // The filters that are set, each a parameter of its own name.
  const conditions = filterConditions(
    Object.fromEntries(FILTERS.slice(0, 6).flatMap((name, i) => (set(i) ? [[name, param(name)]] : []))),
  );
  // A row comparison, so the index scan starts at the cursor (see keyset.ts).
  if (set(6))
    conditions.push(
      sql`(${investments.createdAt}, ${investments.id}) < (${param('afterAt')}::timestamptz, ${param('afterId')})`,
    );
  const where = conditions.length ? sql`where ${and(...conditions)}` : sql``;
  const page =
    literalLimit === null
      ? sql`limit ${param('limit')} offset ${param('offset')}`
      : sql.raw(`limit ${literalLimit}`);
  return preparedSql<PageRow>(
    `investments_page_${key}`,
    // A filtered page is planned on every execution (see above): names by subquery plan far cheaper.
    sql`select ${investments.id} as id, ${investments.userId} as user_id,
      ${nameOf(users.name, users.id, investments.userId)} as user_name,
      ${investments.projectId} as project_id,
      ${nameOf(projects.name, projects.id, investments.projectId)} as project_name,
      ${investments.amount} as amount,
      ${investments.profitPercent} as profit_percent, ${investments.profit} as profit,
      ${investments.status} as status, ${isoTime(investments.createdAt)} as created_at,
      ${isoTime(investments.settleAt)} as settle_at, ${isoTime(investments.settledAt)} as settled_at,
      ${exactTime(investments.createdAt)} as at
    from ${investments}
    ${where}
    order by ${investments.createdAt} desc, ${investments.id} desc
    ${page}`,
  );
}
const statements = new Map<string, ReturnType<typeof pageStatement>>();

/** One page of the filtered list, newest first, after a cursor or at an offset. */
export async function fetchInvestmentPage(
  db: Db,
  filter: InvestmentListFilter,
  after: Cursor | null,
  limit: number,
  offset: number,
): Promise<PageEntry[]> {
  const values: Values = {
    ...filterValues(filter),
    afterAt: after?.at,
    afterId: after?.id,
    limit,
    offset,
  };
  const shape = FILTERS.map((name) => (values[name] === undefined ? '0' : '1')).join('');
  const literalLimit = offset === 0 && LITERAL_PAGE_SIZES.has(limit) ? limit : null;
  const key = `${shape}_${literalLimit ?? 'p'}`;
  let statement = statements.get(key);
  if (!statement) statements.set(key, (statement = pageStatement(key, shape, literalLimit)));
  return (await statement(db, values)).map(toEntry);
}
