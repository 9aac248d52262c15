import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Spin, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionCode } from '@app/contracts/permissions';
import type { Role } from '@app/contracts/roles';
import { permissionCodesQuery } from '../../api/permission-codes.ts';
import { roleKeys, setRolePermissions } from '../../api/roles.ts';
import { useCrudMutations } from '../../components/crud/index.ts';
import { useOwnReach } from '../../components/grant-limits.ts';
import { LoadFailure, loadFailureOf } from '../../components/load-failure.tsx';
import { useSettings } from '../../stores/settings.ts';
import { checkedCodes, permissionTree } from './permission-tree.ts';

const grantCalls = { queryKey: roleKeys.all, update: setRolePermissions };

/**
 * A role's permissions as a tree of checkboxes, one branch per permission group. Saving replaces the
 * role's grants, with the notice and the role list read again. An admin who is not super adds only
 * permissions they hold (DESIGN.md §5): the others are greyed, but those the role has may be taken away.
 */
export function PermissionsModal({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation();
  const grants = useCrudMutations<PermissionCode[]>(grantCalls);
  const language = useSettings((s) => s.language);
  const codesQuery = useQuery(permissionCodesQuery(language));
  const { data: codes } = codesQuery;
  const failure = loadFailureOf(codesQuery);
  const reach = useOwnReach();
  const treeData = useMemo(() => {
    const tickable = (code: string) =>
      reach.isSuper || reach.permissions.includes(code) || role.permissions.includes(code);
    return permissionTree(codes ?? [], tickable);
  }, [codes, reach, role.permissions]);
  const greyed = treeData.some((group) => group.children?.some((code) => code.disableCheckbox));
  const [checked, setChecked] = useState<string[]>(role.permissions);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await grants.update(role.id, checkedCodes(checked) as PermissionCode[]);
      onClose();
    } catch {
      // shown by the request layer; the dialog stays open to try again
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('system.role.permissionsTitle', { name: role.name })}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      styles={{ body: { maxHeight: '60vh', overflow: 'auto' } }}
    >
      {failure ? (
        <LoadFailure failure={failure} />
      ) : codes ? (
        <>
          {greyed && (
            <Alert type="info" showIcon title={t('system.role.beyondOwn')} style={{ marginBottom: 12 }} />
          )}
          <Tree
            checkable
            selectable={false}
            defaultExpandAll
            treeData={treeData}
            checkedKeys={checked}
            onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
          />
        </>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
