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

// The reasons seeded in the `balance_reason` dictionary; staff may add or switch off items, so an edit's
// reason is checked against the dictionary's current items on the server, not against this list.
export const balanceReasons = ['bonus', 'correction', 'chargeback', 'other'] as const;
const reasonValue = z.string({ error: requiredWhenMissing }).trim().min(1, messageKeys.required).max(64);

export const balanceRecordSchema = z.object({
  id: z.number().int(),
  user: refSchema,
  amount: z.number().int(),
  balance_before: z.number().int(),
  balance_after: z.number().int(),
  kind: z.enum(balanceRecordKinds),
  reference_id: z.number().int().nullable(),
  remarks: z.string().nullable(),
  /** The balance_reason dictionary value of an admin's edit; null on every other record. */
  reason: z.string().nullable(),
  operator: refSchema.nullable(),
  created_at: timestampSchema,
});
export type BalanceRecord = z.infer<typeof balanceRecordSchema>;

// Spec: the balance edit takes a positive (recharge) or negative amount and remarks; ours adds a reason.
export const balanceEditSchema = z.strictObject({
  amount: nonZeroMoney,
  reason: reasonValue,
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
  reason: z.string().trim().min(1).max(64),
  from: isoTime,
  to: isoTime,
});
export type BalanceRecordListQuery = z.infer<typeof balanceRecordListQuery>;
