import { z } from 'zod';
import { keysetListQuerySchema, queryId, refSchema, timestampSchema } from './common.ts';
import { hasNoControlCharactersButLines, messageKeys, requiredWhenMissing } from './validation.ts';

export const withdrawalStatuses = ['pending', 'approved', 'rejected'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

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
  created_at: timestampSchema,
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

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
export const withdrawalListQuery = keysetListQuerySchema({
  status: z.enum(withdrawalStatuses),
  user_id: queryId,
  from: isoTime,
  to: isoTime,
}).extend({
  sort: z
    .enum(withdrawalSorts)
    .optional()
    .describe('by request time; unless given, oldest first when filtering pending, else newest first'),
});
export type WithdrawalListQuery = z.infer<typeof withdrawalListQuery>;

/** The review queue at a glance: the menu's count, and the age past which a request is overdue. */
export const withdrawalSummarySchema = z.object({
  pending_count: z.number().int(),
  oldest_pending_at: timestampSchema.nullable(),
  overdue_hours: z.number().int().describe('settings `withdrawal_overdue_hours`'),
});
export type WithdrawalSummary = z.infer<typeof withdrawalSummarySchema>;
