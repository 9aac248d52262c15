import type { Role } from '@app/contracts/roles';

/** A role as the server lists it, for the roles and admins screens' tests. */
export const roleOf = (id: number, name: string, isSuper: boolean, permissions: string[]): Role => ({
  id,
  name,
  is_super: isSuper,
  two_factor_required: false,
  remark: null,
  permissions,
  admins_count: 1,
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: '2026-03-01T08:00:00.000Z',
});
