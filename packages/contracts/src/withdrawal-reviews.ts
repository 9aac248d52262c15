import { z } from 'zod';
import { refIdSchema } from './common.ts';
import { messageKeys } from './validation.ts';
import { withdrawalListQuery, withdrawalReviewSchema } from './withdrawals.ts';

/** The most withdrawals one bulk review decides. */
export const BULK_REVIEW_MAX_ROWS = 1000;
/** The most rows a filtered bulk review may leave out. */
export const BULK_REVIEW_MAX_EXCEPT = 10_000;

// The review list's own filter, as its query reads it, so a bulk review picks what the screen shows.
const listFilter = withdrawalListQuery.shape.filter.unwrap();

/**
 * One decision and one comment for many withdrawals: either the rows named by `ids`, or every row the
 * list's `filter` matches but those in `except`. The server decides each row as a single review would.
 */
export const withdrawalBulkReviewSchema = withdrawalReviewSchema
  .extend({
    ids: z
      .array(refIdSchema)
      .min(1)
      .max(BULK_REVIEW_MAX_ROWS)
      .optional()
      .describe('the rows to decide (at most 1 000; a repeated id counts once)'),
    filter: listFilter.optional().describe("the review list's filter; the server applies it again"),
    except: z
      .array(refIdSchema)
      .max(BULK_REVIEW_MAX_EXCEPT)
      .optional()
      .describe('with `filter`: rows it matches that are left alone'),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.ids === undefined && body.filter === undefined) issue('ids', messageKeys.required);
    // One way to choose the rows: named ids, or a filter with its exceptions.
    if (body.ids !== undefined && body.filter !== undefined) issue('filter', messageKeys.unknownField);
    if (body.ids !== undefined && body.except !== undefined) issue('except', messageKeys.unknownField);
  });
export type WithdrawalBulkReview = z.input<typeof withdrawalBulkReviewSchema>;
export type WithdrawalBulkReviewBody = z.output<typeof withdrawalBulkReviewSchema>;

export const withdrawalBulkSkipSchema = z.object({
  id: z.number().int(),
  reason: z.string().describe('a code: `withdrawal_not_pending`, `not_found`, …'),
  message: z.string().describe("the reason in the caller's language"),
});
export type WithdrawalBulkSkip = z.infer<typeof withdrawalBulkSkipSchema>;

/** What became of each row: decided, or left as it was and why. */
export const withdrawalBulkSummarySchema = z.object({
  done: z.array(z.number().int()),
  awaiting_second: z
    .array(z.number().int())
    .describe('of `done`: approvals that were a first step (four-eyes) and wait for another admin'),
  skipped: z.array(withdrawalBulkSkipSchema),
});
export type WithdrawalBulkSummary = z.infer<typeof withdrawalBulkSummarySchema>;
