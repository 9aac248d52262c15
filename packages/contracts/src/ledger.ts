import { z } from 'zod';
import { keysetListQuerySchema, queryId, refSchema, timestampSchema } from './common.ts';
import { nonZeroMoney } from './money.ts';
import { hasNoControlCharactersButLines, messageKeys, requiredWhenMissing } from './validation.ts';

export const balanceRecordKinds = [
  'recharge',
  'adjustment',
  'investment',
  'settlement',
  'withdrawal',
  'withdrawal_refund',
] as const;
export type BalanceRecordKind = (typeof balanceRecordKinds)[number];

export const balanceRecordSchema = z.object({
  id: z.number().int(),
  user: refSchema,
  amount: z.number().int(),
  balance_before: z.number().int(),
  balance_after: z.number().int(),
  kind: z.enum(balanceRecordKinds),
  reference_id: z.number().int().nullable(),
  remarks: z.string().nullable(),
  operator: refSchema.nullable(),
  created_at: timestampSchema,
});
export type BalanceRecord = z.infer<typeof balanceRecordSchema>;

// Spec: the balance edit takes a positive (recharge) or negative amount and remarks.
export const balanceEditSchema = z.strictObject({
  amount: nonZeroMoney,
  remarks: z
    .string({ error: requiredWhenMissing })
    .trim()
    .min(1, messageKeys.required)
    .max(255)
    .refine(hasNoControlCharactersButLines, messageKeys.controlCharacters),
});
export type BalanceEdit = z.infer<typeof balanceEditSchema>;

const isoTime = z.iso.datetime({ offset: true });
export const balanceRecordListQuery = keysetListQuerySchema({
  user_id: queryId,
  kind: z.enum(balanceRecordKinds),
  from: isoTime,
  to: isoTime,
});
export type BalanceRecordListQuery = z.infer<typeof balanceRecordListQuery>;
