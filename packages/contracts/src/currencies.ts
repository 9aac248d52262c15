import { z } from 'zod';
import { listQuerySchema, nameField, queryBoolean, timestampSchema } from './common.ts';
import { messageKeys, requiredOr, requiredWhenMissing } from './validation.ts';

export const currencySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
  is_default: z.boolean(),
  status: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Currency = z.infer<typeof currencySchema>;

// ISO 4217 alphabetic codes are three capitals; lower case is refused rather than changed behind the user.
const currencyCodeField = z
  .string({ error: requiredWhenMissing })
  .trim()
  .min(1, messageKeys.required)
  .regex(/^[A-Z]{3}$/, messageKeys.currencyCode);

// Places between the unit and the smallest unit that amounts are stored in (2: cents).
const decimalsField = z
  .number({ error: requiredOr(messageKeys.decimals) })
  .int(messageKeys.decimals)
  .min(0, messageKeys.decimals)
  .max(4, messageKeys.decimals);

export const currencyWriteSchema = z.strictObject({
  code: currencyCodeField,
  name: nameField(64),
  symbol: nameField(8),
  decimals: decimalsField.default(2),
  // Left out: a new currency is not the default, an edited one keeps its flag (docs/api-notes.md).
  is_default: z.boolean().optional(),
  status: z.boolean().default(true),
});
export type CurrencyWrite = z.input<typeof currencyWriteSchema>;
export type CurrencyBody = z.output<typeof currencyWriteSchema>;

export const currencyListQuery = listQuerySchema(
  { keyword: z.string().trim().max(100), status: queryBoolean },
  ['id', 'code', 'name', 'created_at'] as const,
);
export type CurrencyListQuery = z.infer<typeof currencyListQuery>;
