import { z } from 'zod';
import { listQuerySchema, queryId, refSchema, timestampSchema } from './common.ts';
import { withdrawalReviewSchema } from './withdrawals.ts';

// Four-eyes: a balance edit above `approvals.balance_edit_above` waits here for a second admin.
export const balanceAdjustmentStatuses = ['pending', 'approved', 'rejected'] as const;
export type BalanceAdjustmentStatus = (typeof balanceAdjustmentStatuses)[number];

export const balanceAdjustmentSchema = z.object({
  id: z.number().int(),
  user: refSchema,
  /** Signed, in the smallest unit: what the balance gains (or loses) once approved. */
  amount: z.number().int(),
  reason: z.string(),
  remarks: z.string(),
  status: z.enum(balanceAdjustmentStatuses),
  /** The admin who asked for the edit; null once that admin is deleted. */
  maker: refSchema.nullable(),
  created_at: timestampSchema,
  /** The second admin who approved or rejected it. */
  checker: refSchema.nullable(),
  checked_at: timestampSchema.nullable(),
  review_comment: z.string().nullable(),
  /** The ledger record written when it was approved. */
  balance_record_id: z.number().int().nullable(),
});
export type BalanceAdjustment = z.infer<typeof balanceAdjustmentSchema>;

// The same decision and required comment as a withdrawal's review.
export const balanceAdjustmentReviewSchema = withdrawalReviewSchema;
export type BalanceAdjustmentReview = z.infer<typeof balanceAdjustmentReviewSchema>;

export const balanceAdjustmentListQuery = listQuerySchema(
  { status: z.enum(balanceAdjustmentStatuses), user_id: queryId },
  ['created_at', 'id'],
);
export type BalanceAdjustmentListQuery = z.infer<typeof balanceAdjustmentListQuery>;
