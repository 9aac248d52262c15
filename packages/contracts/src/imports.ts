import { z } from 'zod';
import { messageKeys } from './validation.ts';

/**
 * Spec §9's import modes, as they apply to rows the server keeps: `insertTop` adds every row of the file
 * and refuses a row whose key is already used; `covering` adds the new rows and overwrites the rows whose
 * key exists with the file's values. Neither deletes a row the file leaves out (docs/api-notes.md).
 */
export const importModes = ['insertTop', 'covering'] as const;
export type ImportMode = (typeof importModes)[number];

/** Rows a single import takes; a longer file is split. */
export const IMPORT_MAX_ROWS = 1000;

/**
 * POST <resource>/import: each row is what the resource's create route takes, checked by the same schema
 * and rules there, so the answer can name every faulty row at once (`errors["rows.<index>.<field>"]`).
 */
export const importRequestOf = (routeOfOneRow: string) =>
  z.strictObject({
    mode: z.enum(importModes).default('insertTop'),
    rows: z
      .array(
        z
          .record(z.string(), z.unknown())
          .describe(`one row, as ${routeOfOneRow} takes it; checked row by row, all or nothing`),
      )
      .min(1)
      .max(IMPORT_MAX_ROWS, messageKeys.importRows),
  });
export type ImportRequest = z.input<ReturnType<typeof importRequestOf>>;

export const importResultSchema = z.object({
  created: z.number().int().describe('rows added'),
  updated: z.number().int().describe('rows overwritten (covering)'),
});
export type ImportResultCounts = z.infer<typeof importResultSchema>;
