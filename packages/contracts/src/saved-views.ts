import { z } from 'zod';
import { nameField, timestampSchema } from './common.ts';
import { hasNoControlCharacters, messageKeys, requiredWhenMissing } from './validation.ts';

/** The most views one admin keeps on one screen. */
export const SAVED_VIEWS_PER_SCREEN = 50;

export const savedViewSchema = z.object({
  id: z.number().int(),
  screen: z.string().describe("the list's path in the web app, e.g. `/investment/list`"),
  name: z.string(),
  search: z.string().describe("the list's address query string without `?`, e.g. `status=settled&page=2`"),
  created_at: timestampSchema,
});
export type SavedView = z.infer<typeof savedViewSchema>;

// A screen is a path of the web app's routes: letters, digits, `-`, `_` and `/`.
const screenField = z
  .string({ error: requiredWhenMissing })
  .trim()
  .min(1, messageKeys.required)
  .max(200)
  .regex(/^\/[\w\-/]*$/, messageKeys.format);

// What follows `?` in the address, encoded as the browser keeps it: no `?`, `#` or control characters.
const searchField = z
  .string({ error: requiredWhenMissing })
  .max(2000)
  .regex(/^[^?#]*$/, messageKeys.format)
  .refine(hasNoControlCharacters, messageKeys.controlCharacters);

export const savedViewWriteSchema = z.strictObject({
  screen: screenField,
  name: nameField(64),
  search: searchField,
});
export type SavedViewWrite = z.input<typeof savedViewWriteSchema>;
export type SavedViewBody = z.output<typeof savedViewWriteSchema>;

export const savedViewListQuery = z.strictObject({
  filter: z
    .strictObject({ screen: screenField })
    .partial()
    .default({} as never),
});
export type SavedViewListQuery = z.infer<typeof savedViewListQuery>;
