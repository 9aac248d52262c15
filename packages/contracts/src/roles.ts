import { z } from 'zod';
import { listQuerySchema, nameField, optionalText, timestampSchema } from './common.ts';
import { permissionCodes, type PermissionCode } from './permissions.ts';

const permissionCode = z.enum(permissionCodes as [PermissionCode, ...PermissionCode[]]);

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_super: z.boolean(),
  two_factor_required: z.boolean().describe('its admins must turn two-factor on before anything else'),
  remark: z.string().nullable(),
  permissions: z.array(z.string()),
  admins_count: z.number().int(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Role = z.infer<typeof roleSchema>;

export const rolePermissionsSchema = z.strictObject({ permissions: z.array(permissionCode).max(500) });
export const roleWriteSchema = z.strictObject({
  name: nameField(),
  is_super: z.boolean().default(false),
  two_factor_required: z.boolean().default(false),
  remark: optionalText(255),
  permissions: z.array(permissionCode).max(500).default([]),
});
export type RoleWrite = z.input<typeof roleWriteSchema>;

// An edit that leaves out `permissions` keeps the role's grants; they have their own route.
// Left out, the two-factor requirement stays as it is.
export const roleUpdateSchema = roleWriteSchema.extend({
  two_factor_required: z.boolean().optional(),
  permissions: z.array(permissionCode).max(500).optional(),
});
export type RoleUpdate = z.input<typeof roleUpdateSchema>;

export const roleListQuery = listQuerySchema({ keyword: z.string().trim().max(100) }, [
  'id',
  'name',
  'created_at',
] as const);
export type RoleListQuery = z.infer<typeof roleListQuery>;
