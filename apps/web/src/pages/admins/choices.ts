import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Admin } from '@app/contracts/admins';
import type { Role } from '@app/contracts/roles';
import { signOutAdmin } from '../../api/admins.ts';
import { departmentTreeQuery } from '../../api/departments.ts';
import { roleOptionsQuery } from '../../api/roles.ts';
import { toIndentedOptions, toTreeSelectData, useOnOffChoices } from '../../components/crud/index.ts';
import { showSuccessToast } from '../../components/feedback.ts';
import { withinReach } from '@app/contracts/grant-reach';
import { useOwnReach } from '../../components/grant-limits.ts';
import { usePermission } from '../../components/use-permission.ts';
import type { AdminChoices } from './fields.tsx';
import { useConfirmDialog } from '../../components/confirm-dialog.ts';

/**
 * The roles and departments to pick from, for an admin who may read them; the status tags; sign-out; and
 * which roles and admins reach beyond the signed-in admin, whom the server would refuse them (DESIGN.md §5).
 */
export function useAdminChoices(): AdminChoices {
  const { t } = useTranslation();
  const can = usePermission();
  const reach = useOwnReach();
  const canPickRole = can('roles.query');
  const canPickDepartment = can('departments.query');
  const { data: roles } = useQuery({ ...roleOptionsQuery, enabled: canPickRole });
  const { data: departments } = useQuery({ ...departmentTreeQuery(), enabled: canPickDepartment });
  const pickers = useMemo(() => {
    const roleReach = (role: Role) => ({ isSuper: role.is_super, permissions: role.permissions });
    return {
      roles: (roles ?? []).map((role) => ({ value: role.id, label: role.name })),
      assignableRoles: (roles ?? []).map((role) =>
        withinReach(reach, roleReach(role))
          ? { value: role.id, label: role.name }
          : { value: role.id, label: role.name, disabled: true, title: t('system.admin.roleBeyondOwn') },
      ),
      departments: toIndentedOptions(departments ?? [], (d) => d.name),
      departmentTree: toTreeSelectData(departments ?? [], (d) => d.name),
      // The server says of each admin whether the one asking may manage them (their role's permissions
      // are not in the row, nor readable without roles.query).
      beyondReach: (admin: Admin) => !admin.within_reach,
    };
  }, [roles, departments, reach, t]);
  const { onOff } = useOnOffChoices();
  const confirmSignOut = useConfirmSignOut();
  return { ...pickers, canPickRole, canPickDepartment, onOff, confirmSignOut };
}

/** "Sign out everywhere": asks first, then ends every session of the admin (DESIGN.md §5). */
function useConfirmSignOut() {
  const { t } = useTranslation();
  const confirmDialog = useConfirmDialog();
  return useCallback(
    (admin: Admin) =>
      confirmDialog({
        title: t('system.admin.signOut'),
        content: t('system.admin.signOutConfirm', { name: admin.name }),
        okText: t('common.confirm'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: async () => {
          try {
            await signOutAdmin(admin.id);
            showSuccessToast(t('system.admin.signedOut', { name: admin.name }));
          } catch {
            // shown by the request layer
          }
        },
      }),
    [confirmDialog, t],
  );
}
