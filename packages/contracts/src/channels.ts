import { z } from 'zod';
import { listQuerySchema, nameField, queryBoolean, sortField, timestampSchema } from './common.ts';
import { moneyAmount, percentUpTo } from './money.ts';
import { messageKeys, requiredOr } from './validation.ts';

/** Lower-level channels (spec): money comes in through payment channels and goes out through transfer ones. */
const channelKinds = ['payment', 'transfer'] as const;
export type ChannelKind = (typeof channelKinds)[number];

export const channelSchema = z.object({
  id: z.number().int(),
  kind: z.enum(channelKinds),
  name: z.string(),
  code: z.string(),
  fee_percent: z.string().describe('a percentage with up to 4 places, e.g. "1.25"'),
  min_amount: z.number().int().describe('smallest unit'),
  max_amount: z.number().int().nullable().describe('smallest unit; null = no maximum'),
  status: z.boolean(),
  sort: z.number().int(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Channel = z.infer<typeof channelSchema>;

const channelFields = {
  name: nameField(64),
  code: nameField(64).regex(/^[A-Za-z0-9_-]+$/, messageKeys.channelCode),
  // A fee is a share of the amount: 0 to 100, with at most 4 places (numeric(7,4)).
  fee_percent: percentUpTo('100'),
  min_amount: moneyAmount.nonnegative().default(0),
  max_amount: moneyAmount.nullish().describe('null or left out: no maximum'),
  status: z.boolean().default(true),
  sort: sortField,
};

type Bounds = { min_amount?: unknown; max_amount?: unknown };

// Checked once both bounds are amounts, so the form shows it beside the other fields' errors.
const boundsInOrder = {
  message: messageKeys.maxBelowMin,
  path: ['max_amount'],
  when: ({ value }: { value: unknown }) => {
    const { min_amount, max_amount } = (value ?? {}) as Bounds;
    return Number.isSafeInteger(min_amount) && Number.isSafeInteger(max_amount);
  },
};
const maxNotBelowMin = ({ min_amount, max_amount }: Bounds) =>
  typeof max_amount !== 'number' || typeof min_amount !== 'number' || max_amount >= min_amount;

/** What a channel screen edits: everything but the kind, which the screen (payment or transfer) fixes. */
export const channelFieldsSchema = z.strictObject(channelFields).refine(maxNotBelowMin, boundsInOrder);
export type ChannelFields = z.input<typeof channelFieldsSchema>;

/** POST and PUT body; a PUT may move a channel to the other kind. */
export const channelWriteSchema = z
  .strictObject({
    kind: z.enum(channelKinds, {
      error: requiredOr(messageKeys.channelKind),
    }),
    ...channelFields,
  })
  .refine(maxNotBelowMin, boundsInOrder);
export type ChannelWrite = z.input<typeof channelWriteSchema>;
export type ChannelBody = z.output<typeof channelWriteSchema>;

export const channelListQuery = listQuerySchema(
  { kind: z.enum(channelKinds), keyword: z.string().trim().max(100), status: queryBoolean },
  ['sort', 'id', 'name', 'code', 'fee_percent', 'min_amount', 'max_amount', 'created_at'] as const,
);
export type ChannelListQuery = z.infer<typeof channelListQuery>;
