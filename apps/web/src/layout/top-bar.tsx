import { theme } from 'antd';
import type { CSSProperties } from 'react';
import type { AppRoute } from '../router/app-route.ts';
import { useSettings } from '../stores/settings.ts';
import { AppLogo } from './app-logo.tsx';
import { NavbarActions } from './navbar-actions.tsx';
import { NavMenuLater } from './nav-menu-later.tsx';

export const TOP_BAR_HEIGHT = 50;

interface TopBarProps {
  routes: readonly AppRoute[];
  /** 1 in the mixed layout: top-level entries only, their children go to the left menu. */
  depth?: number;
  onPick?: (route: AppRoute) => void;
  style?: CSSProperties;
}

/** The header of the top and mixed layouts: logo (the "sidebar logo" setting), horizontal menu and the navbar actions. */
export function TopBar({ routes, depth, onPick, style }: TopBarProps) {
  const { token } = theme.useToken();
  const logo = useSettings((s) => s.sidebarLogo);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        height: TOP_BAR_HEIGHT,
        paddingInlineEnd: 8,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        ...style,
      }}
    >
      {logo && <AppLogo />}
      <NavMenuLater routes={routes} mode="horizontal" depth={depth} onPick={onPick} />
      <NavbarActions />
    </div>
  );
}
