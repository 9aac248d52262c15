import { z } from 'zod';
import { addDays, calendarDate, timeZoneField, todayIn } from './calendar-days.ts';
import { DASHBOARD_DEFAULT_DAYS } from './day-ranges.ts';
import { fundRangeProblem } from './funds.ts';

// The home page's figures (API.md `GET /api/dashboard`, dashboard.query). Every amount is an integer in
// the smallest unit of the default currency; each figure is defined in docs/api-notes.md ("Dashboard").

export const DASHBOARD_TOP_PROJECTS = 6;

export interface DashboardRange {
  from: string;
  to: string;
  tz: string;
}

/** The range asked for, its gaps filled: `to` is today in the zone, `from` the 30th day up to `to`. */
export function dashboardRange(
  filter: { from?: string; to?: string; tz?: string },
  now: Date = new Date(),
): DashboardRange {
  const tz = filter.tz ?? 'UTC';
  const to = filter.to ?? todayIn(tz, now);
  const from = filter.from ?? addDays(to, 1 - DASHBOARD_DEFAULT_DAYS);
  return { from, to, tz };
}

const dashboardFilterSchema = z
  .strictObject({
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    // The admin's own time zone, in which each day starts and ends; UTC when left out.
    tz: timeZoneField.optional(),
  })
  .transform((filter, ctx) => {
    const range = dashboardRange(filter);
    // The fund details' rules: the start on or before the end, at most 366 days.
    const problem = fundRangeProblem(range);
    if (problem) ctx.addIssue({ code: 'custom', path: ['from'], message: problem, input: filter });
    return range;
  });

export const dashboardQuery = z.strictObject({
  filter: dashboardFilterSchema.prefault({}),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

const money = z.number().int();
const count = z.number().int();
const refSchema = z.object({ id: z.number().int(), name: z.string() });

export const dashboardTotalsSchema = z.object({
  members: count.describe('members registered up to the end of the range'),
  new_members: count.describe('members registered in the range'),
  recharged: money.describe('recharge records in the range'),
  invested: money.describe('amounts of investments made in the range'),
  profit_paid: money.describe('profit of investments settled in the range'),
  withdrawn: money.describe('withdrawals approved in the range'),
  pending_withdrawals: z.object({ count, amount: money }).describe('withdrawals waiting for review now'),
  active_principal: money.describe('amounts of investments not settled yet, now'),
  settlement_backlog: z
    .object({ count, amount: money })
    .describe('investments due and not settled yet, now (amount: their principal)'),
});
export type DashboardTotals = z.infer<typeof dashboardTotalsSchema>;

export const dashboardDaySchema = z.object({
  date: z.string().describe('YYYY-MM-DD in the range zone'),
  recharged: money,
  invested: money,
  withdrawn: money,
  profit_paid: money,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardFunnelSchema = z.object({
  registered: count.describe('members registered in the range'),
  invested: count.describe('… of them who invested at least once (ever)'),
  invested_twice: count.describe('… who invested at least twice'),
  withdrew: count.describe('… who had at least one withdrawal approved'),
});
export type DashboardFunnel = z.infer<typeof dashboardFunnelSchema>;

export const dashboardCategorySchema = z.object({
  category: refSchema,
  amount: money.describe('invested in the range in projects of this category'),
});

export const dashboardProjectSchema = z.object({
  project: refSchema,
  amount: money.describe('invested in the range'),
  investors: count.describe('members who invested in the range'),
  average: money.describe('amount / number of investments, rounded down'),
  profit_paid: money.describe('profit of its investments settled in the range'),
  settled_share: z.number().describe('settled / all of its investments made in the range, 0 to 1'),
});
export type DashboardProject = z.infer<typeof dashboardProjectSchema>;

export const dashboardSchema = z.object({
  as_of: z.string().describe('ISO 8601: when the figures were true'),
  range: z.object({ from: z.string(), to: z.string(), tz: z.string() }),
  totals: dashboardTotalsSchema,
  bar: z.array(dashboardDaySchema).describe('one entry a day of the range, oldest first'),
  funnel: dashboardFunnelSchema,
  pie: z.array(dashboardCategorySchema).describe('categories with money invested, largest first'),
  radar: z.array(dashboardProjectSchema).describe('the top projects by amount invested, at most 6'),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
