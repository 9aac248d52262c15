import { z } from 'zod';
import { listQuerySchema, nameField, queryId, refIdSchema, refSchema, timestampSchema } from './common.ts';
import { emailField, newPasswordField } from './validation.ts';

export const adminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role_id: z.number().int().nullable(),
  role: refSchema.nullable(),
  department_id: z.number().int().nullable(),
  department: refSchema.nullable(),
  is_super: z.boolean(),
  two_factor_enabled: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Admin = z.infer<typeof adminSchema>;

export const adminCreateSchema = z.strictObject({
  name: nameField(),
  email: emailField,
  password: newPasswordField,
  role_id: refIdSchema,
  department_id: refIdSchema.nullish(),
});
export const adminUpdateSchema = adminCreateSchema.extend({ password: newPasswordField.nullish() });
export type AdminCreate = z.infer<typeof adminCreateSchema>;
export type AdminUpdate = z.infer<typeof adminUpdateSchema>;

export const adminSorts = ['id', 'name', 'email', 'created_at'] as const;
export const adminListQuery = listQuerySchema(
  { keyword: z.string().trim().max(100), role_id: queryId, department_id: queryId },
  adminSorts,
);
export type AdminListQuery = z.infer<typeof adminListQuery>;
