import { z } from 'zod';
import {
  listQuerySchema,
  nameField,
  optionalText,
  queryBoolean,
  queryId,
  refIdSchema,
  refSchema,
  timestampSchema,
} from './common.ts';
import { percentField, positiveMoney } from './money.ts';
import { messageKeys, requiredOr } from './validation.ts';

export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category_id: z.number().int(),
  category: refSchema,
  cover: z.string().nullable(),
  min_amount: z.number().int(),
  profit_percent: z.string(),
  period_minutes: z.number().int(),
  hidden: z.boolean(),
  max_times: z.number().int().describe('0 = no limit'),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Project = z.infer<typeof projectSchema>;

// A count, not an amount: its limits are worded by the checks themselves ("At least 0").
const wholeNumber = z.number({ error: requiredOr(messageKeys.integer) }).int();

export const projectWriteSchema = z.strictObject({
  name: nameField(128),
  category_id: refIdSchema,
  cover: optionalText(255),
  min_amount: positiveMoney,
  profit_percent: percentField,
  // A year of minutes at most: a longer period is a typing mistake more often than a product.
  period_minutes: wholeNumber.min(1).max(525_600),
  hidden: z.boolean().default(false),
  max_times: wholeNumber.min(0).max(1_000_000).default(0),
});
export type ProjectWrite = z.input<typeof projectWriteSchema>;
export type ProjectBody = z.output<typeof projectWriteSchema>;

export const projectListQuery = listQuerySchema(
  { keyword: z.string().trim().max(100), category_id: queryId, hidden: queryBoolean },
  ['id', 'name', 'min_amount', 'profit_percent', 'period_minutes', 'created_at', 'updated_at'] as const,
);
export type ProjectListQuery = z.infer<typeof projectListQuery>;
