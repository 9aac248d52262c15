import { z } from 'zod';
import { keysetListQuerySchema, queryId, refSchema, timestampSchema } from './common.ts';
import { hasNoControlCharactersButLines, messageKeys, requiredWhenMissing } from './validation.ts';

// Above the four-eyes threshold a first approval leaves the request `awaiting_second`.
export const withdrawalStatuses = ['pending', 'awaiting_second', 'approved', 'rejected'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];
/** The statuses still waiting for a review: the review screen's queue and the pending count. */
export const waitingWithdrawalStatuses = ['pending', 'awaiting_second'] as const;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  user: refSchema,
  account_name: z.string(),
  card_number: z.string(),
  bank_name: z.string(),
  amount: z.number().int(),
  status: z.enum(withdrawalStatuses),
  review_comment: z.string().nullable(),
  reviewer: refSchema.nullable(),
  reviewed_at: timestampSchema.nullable(),
  /** The first of two approvals (four-eyes); null unless the request needed a second. */
  first_review: z
    .object({ reviewer: refSchema.nullable(), reviewed_at: timestampSchema, comment: z.string() })
    .nullable(),
  created_at: timestampSchema,
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** A withdrawal as the review screens read it: with what approving it now would do (four-eyes). */
export const adminWithdrawalSchema = withdrawalSchema.extend({
  needs_second_approval: z
    .boolean()
    .describe(
      'whether approving it now leaves it waiting for a second admin: pending, and its amount above ' +
        'settings `approvals.withdrawal_above` while that is on (not 0)',
    ),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

export const withdrawalReviewSchema = z.strictObject({
  status: z.enum(['approved', 'rejected']),
  // Spec §5: the review comment is required.
  comment: z
    .string({ error: requiredWhenMissing })
    .trim()
    .min(1, messageKeys.required)
    .max(500)
    .refine(hasNoControlCharactersButLines, messageKeys.controlCharacters),
});
export type WithdrawalReview = z.infer<typeof withdrawalReviewSchema>;

const isoTime = z.iso.datetime({ offset: true });
export const withdrawalSorts = ['created_at', '-created_at'] as const;
// `waiting` lists what the review screen works on: pending and awaiting_second alike.
export const withdrawalStatusFilters = [...withdrawalStatuses, 'waiting'] as const;
export const withdrawalListQuery = keysetListQuerySchema({
  status: z.enum(withdrawalStatusFilters),
  user_id: queryId,
  from: isoTime,
  to: isoTime,
}).extend({
  sort: z
    .enum(withdrawalSorts)
    .optional()
    .describe(
      'by request time; unless given, oldest first when filtering pending or waiting, else newest first',
    ),
});
export type WithdrawalListQuery = z.infer<typeof withdrawalListQuery>;

/** The review queue at a glance: the menu's count, and the age past which a request is overdue. */
export const withdrawalSummarySchema = z.object({
  pending_count: z.number().int(),
  oldest_pending_at: timestampSchema.nullable(),
  overdue_hours: z.number().int().describe('settings `withdrawal_overdue_hours`'),
});
export type WithdrawalSummary = z.infer<typeof withdrawalSummarySchema>;
