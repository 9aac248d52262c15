import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../stores/app.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { NavbarActions } from './navbar-actions.tsx';

interface NavbarProps {
  /** Left layout: the actions live here; the mixed layout has them in its top bar. */
  withActions: boolean;
  /** False when no sidebar is shown (a mixed-layout entry without children). */
  withToggle?: boolean;
}

/** The bar above the page in the left and mixed layouts: sidebar toggle, breadcrumb and actions. */
export function Navbar({ withActions, withToggle = true }: NavbarProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const opened = useAppStore((s) => s.sidebarStatus === 'opened');
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  const label = opened ? t('navbar.closeSidebar') : t('navbar.openSidebar');
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        height: 50,
        padding: '0 8px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {withToggle && (
        <Button
          type="text"
          icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          aria-label={label}
          title={label}
          aria-expanded={opened}
          onClick={toggleSidebar}
        />
      )}
      <Breadcrumbs />
      {withActions && <NavbarActions />}
    </div>
  );
}
