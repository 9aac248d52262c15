import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../api/auth.ts';
import { clearAccessToken } from '../stores/access-token.ts';
import { useSession } from '../stores/session.ts';
import { useConfirmDialog } from '../components/confirm-dialog.ts';

// The form and its shared validation schema load when the admin first opens it.
const PasswordModal = lazy(() => import('./password-modal.tsx'));
const SessionsModal = lazy(() => import('./sessions-modal.tsx'));

type Panel = 'password' | 'sessions';

export function AccountMenu() {
  const { t } = useTranslation();
  const confirmDialog = useConfirmDialog();
  const name = useSession((s) => s.profile?.name ?? '');
  const [open, setOpen] = useState<Panel | null>(null);
  // Each mounted from its first opening on, so that closing can animate.
  const [requested, setRequested] = useState<ReadonlySet<Panel>>(new Set());
  const openPanel = (panel: Panel) => {
    setRequested((before) => new Set(before).add(panel));
    setOpen(panel);
  };
  const close = () => setOpen(null);
  // The dialogs open from a menu item that goes with the menu, so antd gave the focus back to nothing and
  // it fell to the page's body: once a dialog has closed, it comes back to the account button.
  const button = useRef<HTMLButtonElement>(null);
  const refocus = () => button.current?.focus();

  const confirmLogout = () =>
    confirmDialog({
      title: t('common.tip'),
      content: t('navbar.logoutConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      afterClose: refocus,
      onOk: async () => {
        try {
          await logout();
        } finally {
          // Spec §4: the server call, then the token goes and the page reloads on the login route.
          clearAccessToken();
          window.location.hash = '#/login';
          window.location.reload();
        }
      },
    });

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'password', label: t('navbar.changePassword') },
            { key: 'sessions', label: t('navbar.sessions') },
            { type: 'divider' },
            { key: 'logout', label: t('navbar.logout') },
          ],
          onClick: ({ key }) => (key === 'logout' ? confirmLogout() : openPanel(key as Panel)),
        }}
      >
        <Button ref={button} type="text" title={t('navbar.account')} icon={<UserOutlined />}>
          {name}
          <DownOutlined />
        </Button>
      </Dropdown>
      {requested.has('password') && (
        <Suspense>
          <PasswordModal open={open === 'password'} onClose={close} afterClose={refocus} />
        </Suspense>
      )}
      {requested.has('sessions') && (
        <Suspense>
          <SessionsModal open={open === 'sessions'} onClose={close} afterClose={refocus} />
        </Suspense>
      )}
    </>
  );
}
