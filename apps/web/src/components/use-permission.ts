import { useCallback } from 'react';
import type { PermissionCode } from '@app/contracts/permissions';
import { useSession } from '../stores/session.ts';

type Required = PermissionCode | readonly PermissionCode[];

/**
 * Whether the admin holds `required`, or any of a list. Super admins hold every permission (DESIGN.md
 * §5). The server checks again: this only hides what the admin could not use.
 */
export function holdsPermission(
  admin: { isSuper: boolean; permissions: readonly string[] },
  required: Required,
): boolean {
  if (admin.isSuper) return true;
  const codes: readonly string[] = typeof required === 'string' ? [required] : required;
  return codes.some((code) => admin.permissions.includes(code));
}

/** `can('users.balance')`, or `can(['a', 'b'])` for "any of these", for the signed-in admin. */
export function usePermission(): (required: Required) => boolean {
  const isSuper = useSession((s) => s.profile?.is_super ?? false);
  const permissions = useSession((s) => s.permissions);
  return useCallback(
    (required) => holdsPermission({ isSuper, permissions }, required),
    [isSuper, permissions],
  );
}
