import { z } from 'zod';
import { timeZoneField } from './calendar-days.ts';

// "Export these rows" (the page shown) and "Export all" (every row of the filter) of a screen are
// written by the same export, so they give the same columns, headers and value formats.
export const exportRows = ['all', 'page'] as const;
export type ExportRows = (typeof exportRows)[number];

/**
 * A list's query as its `/export` takes it: `rows=page` writes the page that `page`, `per_page` and
 * `sort` select, `rows=all` every row of the filter; `tz` is the zone the times are written in (UTC
 * when left out).
 */
export function exportQueryOf<S extends z.ZodRawShape, C extends z.core.$ZodObjectConfig>(
  listQuery: z.ZodObject<S, C>,
) {
  return listQuery.extend({
    rows: z.enum(exportRows).default('all'),
    tz: timeZoneField.optional(),
  });
}
