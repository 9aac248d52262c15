import type { Role, RoleWrite } from '@app/contracts/roles';
import type { RowAction, ScreenHandles, ScreenParts } from '../../components/crud/index.ts';
import { PermissionsModal } from './permissions-modal.tsx';

/** "Permissions" (the role's grants, in their own modal) before edit and delete. */
export const roleActions = (row: Role, screen: ScreenHandles<Role, RoleWrite, undefined>): RowAction[] => [
  {
    key: 'permissions',
    label: screen.t('system.role.permissions'),
    permission: 'roles.permissions',
    onClick: () => screen.open('permissions', row),
  },
  ...screen.editDelete(row),
];

/** What the row actions open. */
export const roleParts: ScreenParts<Role> = {
  permissions: (role, close) => <PermissionsModal role={role} onClose={close} />,
};
