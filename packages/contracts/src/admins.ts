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
  status: z.boolean().describe('false: disabled, cannot sign in; disabling ends the admin’s sessions'),
  is_super: z.boolean(),
  two_factor_enabled: z.boolean(),
  within_reach: z
    .boolean()
    .describe(
      'whether the admin asking may edit, delete or sign out this one: an admin who is not super reaches ' +
        'no super admin and no admin whose role holds a permission they lack',
    ),
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
  status: z.boolean().default(true),
});
// Left out, status stays as it is; a new password ends the admin's sessions (but the caller's own).
export const adminUpdateSchema = adminCreateSchema.extend({
  password: newPasswordField.nullish(),
  status: z.boolean().optional(),
});
export type AdminCreate = z.infer<typeof adminCreateSchema>;
export type AdminUpdate = z.infer<typeof adminUpdateSchema>;

export const adminSorts = ['id', 'name', 'email', 'created_at'] as const;
export const adminListQuery = listQuerySchema(
  { keyword: z.string().trim().max(100), role_id: queryId, department_id: queryId },
  adminSorts,
);
export type AdminListQuery = z.infer<typeof adminListQuery>;

/** One of the signed-in admin's live tokens (GET /api/admins/me/sessions). */
export const adminSessionSchema = z.object({
  id: z.number().int(),
  created_at: timestampSchema,
  last_used_at: timestampSchema,
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean().describe('the session that asks'),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;
