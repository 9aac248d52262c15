import { z } from 'zod';
import {
  hasNoControlCharacters,
  hasNoControlCharactersButLines,
  messageKeys,
  requiredOr,
  requiredWhenMissing,
} from './validation.ts';

// Paths and query strings carry text: "12" reads as 12, while nothing stays missing (not 0) and "abc" or
// true stays what it is, so each is answered as required or as not a number.
const fromText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
const textNumber = (number: z.ZodNumber) => z.preprocess(fromText, number);

// An id is read from its decimal digits alone, written the one way (no sign, space, leading zero,
// exponent or hexadecimal), so "0x1", "1e0" or " 1" never name record 1; such text is not a number.
const decimalDigits = /^(0|[1-9]\d*)$/;
const idFromText = (value: unknown) =>
  typeof value === 'string' && decimalDigits.test(value) ? Number(value) : value;

export const idSchema = z.preprocess(idFromText, z.number().int().positive().max(2_147_483_647));
/** A path's id; the server answers 404 for any path whose params this refuses. */
export const idParams = z.strictObject({ id: idSchema });
/** An id inside a JSON body: sent as a number, never coerced from text (`true` or `[3]` is not an id). */
export const refIdSchema = z.number({ error: requiredWhenMissing }).int().positive().max(2_147_483_647);

// Query strings carry text: these read "true"/"1" and numbers the way a filter form sends them.
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: requiredOr(messageKeys.boolean) })
  .transform((v) => v === true || v === 'true' || v === '1');
export const queryId = idSchema;

export const pageMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  total_estimated: z.boolean().optional(),
  next_cursor: z
    .string()
    .nullable()
    .optional()
    .describe('for `after`: the next page by keyset, on lists that offer it'),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMetaSchema });
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });
export type Page<T> = { data: T[]; meta: PageMeta };

/** API.md's paging fields of every list: page from 1, per_page up to 1000, 20 unless asked. */
export const pagingFields = {
  page: textNumber(z.number().int().min(1)).default(1),
  per_page: textNumber(z.number().int().min(1).max(1000)).default(20),
};

/** API.md list dialect: page, per_page (≤ 1000), sort by an allowed field (`-` for descending), filter[...]. */
export function listQuerySchema<F extends z.ZodRawShape, S extends string>(
  filters: F,
  sortFields: readonly S[],
) {
  const sorts = [...sortFields, ...sortFields.map((f) => `-${f}` as const)] as [string, ...string[]];
  return z.strictObject({
    ...pagingFields,
    sort: z.enum(sorts).optional(),
    filter: z
      .strictObject(filters)
      .partial()
      .default({} as never),
  });
}

/**
 * The filter names a list query takes (`filter[keyword]`): the web's list requests and filter bars are
 * typed by them, so a filter the server's list does not know fails to compile.
 */
export type ListFilterName<Q extends z.ZodType> = keyof NonNullable<
  z.input<Q> extends { filter?: infer F } ? F : never
> &
  string;

export const nameField = (max = 64) =>
  z
    .string({ error: requiredWhenMissing })
    .trim()
    .min(1, messageKeys.required)
    .max(max)
    .refine(hasNoControlCharacters, messageKeys.controlCharacters);
/** Optional text such as a remark: it may keep line breaks and tabs, no other control characters. */
export const optionalText = (max = 255) =>
  z.string().trim().max(max).refine(hasNoControlCharactersButLines, messageKeys.controlCharacters).nullish();
export const sortField = z.number().int().min(0).max(1_000_000).default(0);
export const timestampSchema = z.string().describe('ISO 8601, UTC');
export const refSchema = z.object({ id: z.number().int(), name: z.string() });

/** A list that also serves deep pages by keyset (API.md `after`), always newest first. */
export function keysetListQuerySchema<F extends z.ZodRawShape>(filters: F) {
  return z.strictObject({
    ...pagingFields,
    after: z.string().max(128).optional(),
    filter: z
      .strictObject(filters)
      .partial()
      .default({} as never),
  });
}
