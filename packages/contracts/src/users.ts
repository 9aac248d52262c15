import { z } from 'zod';
import { listQuerySchema, queryId, refSchema, timestampSchema } from './common.ts';
import { hasNoControlCharacters, messageKeys, newPasswordField, requiredWhenMissing } from './validation.ts';
import { isWeakPayPassword } from './weak-pay-passwords.ts';

// A new pay password: 6 digits, and not one a guesser tries first.
export const payPasswordField = z
  .string({ error: requiredWhenMissing })
  .regex(/^\d{6}$/, messageKeys.payPassword)
  .refine((value) => !isWeakPayPassword(value), messageKeys.payPasswordWeak);

export const memberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  balance: z.number().int(),
  invitation_code: z.string(),
  superior: refSchema.nullable(),
  frozen: z.boolean().describe('a frozen member cannot sign in, invest or withdraw'),
  created_at: timestampSchema,
});
export type Member = z.infer<typeof memberSchema>;

export const memberDetailSchema = memberSchema.extend({
  pay_password_locked: z
    .boolean()
    .describe('5 wrong pay passwords in a row: withdrawals are refused until staff unlock it'),
  totals: z.object({
    invested: z.number().int(),
    profit: z.number().int(),
    withdrawn: z.number().int().describe('paid out: the approved withdrawals'),
    withdrawal_pending: z.number().int().describe('asked for and not yet reviewed: the pending withdrawals'),
    team_size: z.number().int(),
  }),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

// Spec §7: the edit sends the nickname alone, or the nickname with new passwords.
export const memberUpdateSchema = z.strictObject({
  nickname: z.string().trim().max(64).refine(hasNoControlCharacters, messageKeys.controlCharacters).nullish(),
  password: newPasswordField.nullish(),
  pay_password: payPasswordField.nullish(),
  // Freezing ends the member's sessions; pending withdrawals stay for review.
  frozen: z.boolean().nullish(),
});
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

export const memberListQuery = listQuerySchema(
  {
    keyword: z.string().trim().max(100),
    invitation_code: z.string().trim().max(16),
    superior_id: queryId,
  },
  ['id', 'name', 'balance', 'created_at'] as const,
);
export type MemberListQuery = z.infer<typeof memberListQuery>;
