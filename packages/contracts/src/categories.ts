import { z } from 'zod';
import { listQuerySchema, nameField, optionalText, sortField, timestampSchema } from './common.ts';

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  sort: z.number().int(),
  projects_count: z.number().int(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Category = z.infer<typeof categorySchema>;

export const categoryWriteSchema = z.strictObject({
  name: nameField(64),
  icon: optionalText(255),
  sort: sortField,
});
export type CategoryWrite = z.input<typeof categoryWriteSchema>;
export type CategoryBody = z.output<typeof categoryWriteSchema>;

export const categoryListQuery = listQuerySchema({ keyword: z.string().trim().max(100) }, [
  'id',
  'name',
  'sort',
  'updated_at',
] as const);
export type CategoryListQuery = z.infer<typeof categoryListQuery>;
