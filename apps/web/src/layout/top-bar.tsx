import { theme } from 'antd';
import type { AppRoute } from '../router/app-route.ts';
import { AppLogo } from './app-logo.tsx';
import { NavbarActions } from './navbar-actions.tsx';
import { NavMenu } from './nav-menu.tsx';

interface TopBarProps {
  routes: readonly AppRoute[];
  /** 1 in the mixed layout: top-level entries only, their children go to the left menu. */
  depth?: number;
  onPick?: (route: AppRoute) => void;
}

/** The header of the top and mixed layouts: logo, horizontal menu and the navbar actions. */
export function TopBar({ routes, depth, onPick }: TopBarProps) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        height: 50,
        paddingInlineEnd: 8,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <AppLogo />
      <NavMenu routes={routes} mode="horizontal" depth={depth} onPick={onPick} />
      <NavbarActions />
    </div>
  );
}
