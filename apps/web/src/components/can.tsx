import type { ReactNode } from 'react';
import type { PermissionCode } from '@app/contracts/permissions';
import { usePermission } from './use-permission.ts';

interface CanProps {
  /** One code, or several of which any one suffices. */
  permission: PermissionCode | readonly PermissionCode[];
  children: ReactNode;
  fallback?: ReactNode;
}

/** Shows its children only to an admin holding the permission (spec §6 "permission directive"). */
export function Can({ permission, children, fallback = null }: CanProps) {
  const can = usePermission();
  return <>{can(permission) ? children : fallback}</>;
}
