import { z } from 'zod';
import { nameField, refIdSchema, sortField, timestampSchema } from './common.ts';

export interface Department {
  id: number;
  parent_id: number | null;
  name: string;
  code: string;
  sort: number;
  status: boolean;
  created_at: string;
  updated_at: string;
  children?: Department[];
}

export const departmentSchema: z.ZodType<Department> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    name: z.string(),
    code: z.string(),
    sort: z.number().int(),
    status: z.boolean(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
    children: z.array(departmentSchema).optional(),
  }),
);

export const departmentWriteSchema = z.strictObject({
  parent_id: refIdSchema.nullish(),
  name: nameField(64),
  code: nameField(64),
  sort: sortField,
  status: z.boolean().default(true),
});
export type DepartmentWrite = z.input<typeof departmentWriteSchema>;

export const departmentTreeQuery = z.strictObject({
  filter: z
    .strictObject({ keyword: z.string().trim().max(100) })
    .partial()
    .default({}),
});
