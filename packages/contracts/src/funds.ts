import { z } from 'zod';
import { addDays, calendarDate, daysInRange, timeZoneField, todayIn } from './calendar-days.ts';
import { pageMetaSchema, pagingFields } from './common.ts';
import { FUND_MAX_DAYS } from './day-ranges.ts';
import { messageKeys } from './validation.ts';

// Fund details: the money that moved through the ledger, one row a calendar day in the admin's time zone.

/** Days shown when no range is asked for: the last 30, today included. */
export const FUND_DEFAULT_DAYS = 30;

const money = z.number().int();

// Each figure in the smallest unit; all are sums of the day's money flowing one way (never negative)
// except `adjusted`, the signed sum of staff's downward and upward corrections.
export const fundFiguresSchema = z.object({
  recharged: money.describe('recharge records: money staff added'),
  adjusted: money.describe('adjustment records, signed'),
  invested: money.describe('taken for investments made that day'),
  settled_principal: money.describe('invested amounts returned by settlements that day'),
  profit_paid: money.describe('profit paid by settlements that day'),
  withdrawn: money.describe('taken for withdrawals asked that day'),
  refunded: money.describe('given back for rejected withdrawals, on the day of the review'),
  pending_withdrawals: money.describe('withdrawals asked that day that are still pending'),
});
export type FundFigures = z.infer<typeof fundFiguresSchema>;

const fundDaySchema = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  ...fundFiguresSchema.shape,
});
export type FundDay = z.infer<typeof fundDaySchema>;

export const fundFigureNames = Object.keys(fundFiguresSchema.shape) as (keyof FundFigures)[];

/** The list of days (newest first) and the sums over the whole range, whichever page is asked for. */
export const fundPageSchema = z.object({
  data: z.array(fundDaySchema),
  meta: pageMetaSchema,
  totals: fundFiguresSchema,
});
export type FundPage = z.infer<typeof fundPageSchema>;

export interface FundRange {
  from: string;
  to: string;
  tz: string;
}

/**
 * The range a filter asks for, its gaps filled: `to` is today in the zone, `from` the 30th day up to `to`
 * (or `to`'s day when only `to` is far back); the zone is UTC.
 */
function fundRange(filter: { from?: string; to?: string; tz?: string }, now: Date = new Date()): FundRange {
  const tz = filter.tz ?? 'UTC';
  const to = filter.to ?? todayIn(tz, now);
  const from = filter.from ?? addDays(to, 1 - FUND_DEFAULT_DAYS);
  return { from, to, tz };
}

/** What keeps a range from being asked for, as a message key; null when it may be. */
export function fundRangeProblem({ from, to }: { from: string; to: string }): string | null {
  const days = daysInRange(from, to);
  if (days < 1) return messageKeys.dateOrder;
  if (days > FUND_MAX_DAYS) return messageKeys.dateSpan;
  return null;
}

const fundFilterSchema = z
  .strictObject({
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    // The admin's own time zone, in which each day starts and ends; UTC when left out.
    tz: timeZoneField.optional(),
  })
  .transform((filter, ctx) => {
    const range = fundRange(filter);
    const problem = fundRangeProblem(range);
    if (problem) ctx.addIssue({ code: 'custom', path: ['from'], message: problem, input: filter });
    return range;
  });

export const fundListQuery = z.strictObject({
  ...pagingFields,
  filter: fundFilterSchema.prefault({}),
});
export type FundListQuery = z.infer<typeof fundListQuery>;
