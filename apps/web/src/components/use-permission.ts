import { useCallback } from 'react';
import type { PermissionCode } from '@app/contracts/permissions';
import { useSession } from '../stores/session.ts';

/**
 * `can('users.balance')`, or `can(['a', 'b'])` for "any of these". Super admins hold every permission
 * (DESIGN.md §5). The server checks again: this only hides what the admin could not use.
 */
export function usePermission(): (required: PermissionCode | readonly PermissionCode[]) => boolean {
  const isSuper = useSession((s) => s.profile?.is_super ?? false);
  const permissions = useSession((s) => s.permissions);
  return useCallback(
    (required) => {
      if (isSuper) return true;
      const codes: readonly string[] = typeof required === 'string' ? [required] : required;
      return codes.some((code) => permissions.includes(code));
    },
    [isSuper, permissions],
  );
}
