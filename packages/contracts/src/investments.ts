import { z } from 'zod';
import { calendarDate, timeZoneField } from './calendar-days.ts';
import { pagingFields, queryId, refSchema, timestampSchema } from './common.ts';
import { messageKeys } from './validation.ts';

export const investmentStatuses = ['active', 'settled'] as const;
export type InvestmentStatus = (typeof investmentStatuses)[number];

export const investmentSchema = z.object({
  id: z.number().int(),
  user: refSchema,
  project: refSchema,
  amount: z.number().int(),
  profit_percent: z.string(),
  profit: z.number().int(),
  status: z.enum(investmentStatuses),
  created_at: timestampSchema,
  settle_at: timestampSchema.describe('estimated settlement time'),
  settled_at: timestampSchema.nullable(),
});
export type Investment = z.infer<typeof investmentSchema>;

const isoTime = z.iso.datetime({ offset: true });

// Spec §4: the time filter is all, one day, or an interval that needs a start or an end.
export const investmentFilterSchema = z
  .strictObject({
    user_id: queryId.optional(),
    project_id: queryId.optional(),
    status: z.enum(investmentStatuses).optional(),
    time: z.enum(['all', 'day', 'interval']).default('all'),
    date: calendarDate.optional(),
    // The admin's own time zone, in which a day starts and ends; UTC when left out.
    tz: timeZoneField.optional(),
    from: isoTime.optional(),
    to: isoTime.optional(),
  })
  .superRefine((f, ctx) => {
    if (f.time === 'day' && !f.date)
      ctx.addIssue({ code: 'custom', path: ['date'], message: messageKeys.required });
    if (f.time === 'interval' && !f.from && !f.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: messageKeys.intervalBound });
    }
    // An end before the start matches nothing: said on the end, not answered with an empty list.
    if (f.time === 'interval' && f.from && f.to && Date.parse(f.from) > Date.parse(f.to)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: messageKeys.dateOrder });
    }
  });

export const investmentListQuery = z.strictObject({
  ...pagingFields,
  after: z.string().max(64).optional().describe('keyset cursor from meta.next_cursor'),
  filter: investmentFilterSchema.default({ time: 'all' }),
});
export type InvestmentListQuery = z.infer<typeof investmentListQuery>;
export type InvestmentListFilter = z.infer<typeof investmentFilterSchema>;
