import type { PermissionCode } from '@app/contracts';
import type { Reach } from '@app/contracts/grant-reach';

/** Who is acting and from where: what every audited write records. */
export interface Actor {
  adminId: number | null;
  ip: string | null;
  /** The token the admin acts with: a change of one's own password keeps this session. */
  tokenId?: number;
  /**
   * What the acting admin may do, for writes that hand out access (roles, admins): an admin hands out no
   * more than they hold. Absent for the system's own writes (seeding, jobs).
   */
  grants?: Grants;
}

/** A role's or an admin's reach: super, or these permissions by name. */
export type Grants = Reach;

/** A permission as the database numbers it. */
export interface PermissionRow {
  id: number;
  name: string;
}

// Who an admin is and what they may do; super admins hold every permission (DESIGN.md §5).
export interface AdminAccess {
  id: number;
  name: string;
  email: string;
  isSuper: boolean;
  twoFactorEnabled: boolean;
  /** The admin's role requires two-factor: until it is on, only enrolment routes answer. */
  twoFactorRequired: boolean;
  role: { id: number; name: string } | null;
  permissions: PermissionRow[];
}

/**
 * Whether an admin holds a permission, or one of a list of them; super admins hold every one
 * (DESIGN.md §5). The one check of a grant, for routes and services alike.
 */
export function holds(
  admin: Pick<AdminAccess, 'isSuper' | 'permissions'>,
  code: PermissionCode | readonly PermissionCode[],
): boolean {
  if (admin.isSuper) return true;
  const codes: readonly string[] = typeof code === 'string' ? [code] : code;
  return admin.permissions.some((p) => codes.includes(p.name));
}
