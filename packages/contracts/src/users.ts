import { z } from 'zod';
import { listQuerySchema, refSchema, timestampSchema } from './common.ts';
import { messageKeys, newPasswordField, requiredWhenMissing } from './validation.ts';

export const payPasswordField = z
  .string({ error: requiredWhenMissing })
  .regex(/^\d{6}$/, messageKeys.payPassword);

export const memberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  balance: z.number().int(),
  invitation_code: z.string(),
  superior: refSchema.nullable(),
  created_at: timestampSchema,
});
export type Member = z.infer<typeof memberSchema>;

export const memberDetailSchema = memberSchema.extend({
  totals: z.object({
    invested: z.number().int(),
    profit: z.number().int(),
    withdrawn: z.number().int(),
    team_size: z.number().int(),
  }),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

// Spec §7: the edit sends the nickname alone, or the nickname with new passwords.
export const memberUpdateSchema = z.strictObject({
  nickname: z.string().trim().max(64).nullish(),
  password: newPasswordField.nullish(),
  pay_password: payPasswordField.nullish(),
});
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

export const memberListQuery = listQuerySchema(
  {
    keyword: z.string().trim().max(100),
    invitation_code: z.string().trim().max(16),
    superior_id: z.coerce.number().int().positive(),
  },
  ['id', 'name', 'balance', 'created_at'] as const,
);
export type MemberListQuery = z.infer<typeof memberListQuery>;
