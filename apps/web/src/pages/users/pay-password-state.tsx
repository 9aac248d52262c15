import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MemberDetail } from '@app/contracts/users';
import { unlockPayPassword, userKeys } from '../../api/users.ts';
import { usePermission } from '../../components/use-permission.ts';
import { useWrite } from '../../components/use-write.ts';
import { useConfirmDialog } from '../../components/confirm-dialog.ts';

/**
 * Whether the member's pay password is locked (5 wrong ones in a row refuse every withdrawal), and for
 * holders of users.password the way to unlock it, asked first.
 */
export function PayPasswordState({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const can = usePermission();
  const confirmDialog = useConfirmDialog();
  const write = useWrite();

  if (!member.pay_password_locked) return <Tag color="success">{t('user.info.payPasswordNormal')}</Tag>;

  const unlock = () =>
    confirmDialog({
      title: t('user.info.unlock'),
      content: t('user.info.unlockConfirm', { name: member.name }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await write(() => unlockPayPassword(member.id), {
            notice: t('user.info.unlocked', { name: member.name }),
            stale: [userKeys.all],
          });
        } catch {
          // shown by the request layer
        }
      },
    });
  return (
    <Space wrap size="small">
      <Tag color="error">{t('user.info.payPasswordLocked')}</Tag>
      {can('users.password') && (
        // Its words wrap in a narrow cell (a phone's details dialog) instead of running past the dialog.
        <Button size="small" onClick={unlock} style={{ whiteSpace: 'normal', height: 'auto' }}>
          {t('user.info.unlock')}
        </Button>
      )}
    </Space>
  );
}
