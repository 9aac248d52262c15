import type { Role, RoleWrite } from '@app/contracts/roles';
import type { RowAction, ScreenHandles, ScreenParts } from '../../components/crud/index.ts';
import type { Reach } from '@app/contracts/grant-reach';
import { PermissionsModal } from './permissions-modal.tsx';

/**
 * "Permissions" (the role's grants, in their own modal) before edit and delete; a super role is greyed
 * for an admin who is not super, whom the server would refuse (DESIGN.md §5).
 */
export function roleActions(row: Role, screen: ScreenHandles<Role, RoleWrite, Reach>): RowAction[] {
  const actions: RowAction[] = [
    {
      key: 'permissions',
      label: screen.t('system.role.permissions'),
      permission: 'roles.permissions',
      onClick: () => screen.open('permissions', row),
    },
    ...screen.editDelete(row),
  ];
  if (!row.is_super || screen.choices.isSuper) return actions;
  const disabledReason = screen.t('system.role.superOnly');
  return actions.map((action) => ({ ...action, disabledReason }));
}

/** What the row actions open. */
export const roleParts: ScreenParts<Role, RoleWrite, Reach> = {
  permissions: (role, close) => <PermissionsModal role={role} onClose={close} />,
};
