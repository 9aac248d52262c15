import { eq, gte, lt, lte, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { InvestmentListFilter, InvestmentStatus } from '@app/contracts';
import { investments } from '../../db/schema/index.ts';
import { dayBounds } from './calendar-day.ts';

/** The filter's values on the list's columns: its time filter as bounds on created_at. */
export interface FilterValues {
  userId?: number;
  projectId?: number;
  status?: InvestmentStatus;
  from?: Date;
  before?: Date;
  until?: Date;
}

/**
 * Spec §4's time filter as bounds on created_at: all, one day (in the admin's time zone, UTC when none is
 * given), or an interval with a start, an end or both.
 */
function timeBounds(filter: InvestmentListFilter): Pick<FilterValues, 'from' | 'before' | 'until'> {
  if (filter.time === 'day' && filter.date) return dayBounds(filter.date, filter.tz);
  if (filter.time === 'interval') {
    return {
      ...(filter.from ? { from: new Date(filter.from) } : {}),
      ...(filter.to ? { until: new Date(filter.to) } : {}),
    };
  }
  return {};
}

/** The values of the filters that are set; the others are left out. */
export function filterValues(filter: InvestmentListFilter): FilterValues {
  const values: FilterValues = {
    userId: filter.user_id || undefined,
    projectId: filter.project_id || undefined,
    status: filter.status || undefined,
    ...timeBounds(filter),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/**
 * The list's filter as SQL, written once: the count and the export give it the values, the page's
 * prepared statement a parameter of each set filter's name (page-query.ts).
 */
export function filterConditions(values: {
  [K in keyof FilterValues]?: FilterValues[K] | SQLWrapper;
}): SQL[] {
  const conditions: SQL[] = [];
  if (values.userId !== undefined) conditions.push(eq(investments.userId, values.userId));
  if (values.projectId !== undefined) conditions.push(eq(investments.projectId, values.projectId));
  if (values.status !== undefined) conditions.push(eq(investments.status, values.status));
  if (values.from !== undefined) conditions.push(gte(investments.createdAt, values.from));
  if (values.before !== undefined) conditions.push(lt(investments.createdAt, values.before));
  if (values.until !== undefined) conditions.push(lte(investments.createdAt, values.until));
  return conditions;
}
