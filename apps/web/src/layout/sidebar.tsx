import { Drawer, Layout, theme } from 'antd';
import { useEffect } from 'react';
import { afterPaint } from '../components/after-paint.ts';
import type { AppRoute } from '../router/app-route.ts';
import { useAppStore } from '../stores/app.ts';
import { useSettings } from '../stores/settings.ts';
import { AppLogo } from './app-logo.tsx';
import { loadNavMenu, NavMenuLater } from './nav-menu-later.tsx';

const SIDEBAR_WIDTH = 210;
// A phone's drawer covers the page anyway: wide enough for its longer entries (Indonesian, Vietnamese).
const DRAWER_WIDTH = 280;
const COLLAPSED_WIDTH = 64;

interface SidebarProps {
  routes: readonly AppRoute[];
  /** Below the mixed layout's top bar: the bar already shows the logo and the sider scrolls with the page. */
  belowTopBar?: boolean;
}

/** The left menu: a collapsible sider on desktop, a drawer on mobile (spec §4). */
export function Sidebar({ routes, belowTopBar = false }: SidebarProps) {
  const { token } = theme.useToken();
  const { device, sidebarStatus, sidebarWithoutAnimation, closeSidebar } = useAppStore();
  const sidebarLogo = useSettings((s) => s.sidebarLogo) && !belowTopBar;
  const opened = sidebarStatus === 'opened';
  const mobile = device === 'mobile';
  // On a phone the drawer's menu is fetched once the page has painted, so the first opening finds it in.
  useEffect(() => {
    if (mobile) void afterPaint().then(loadNavMenu);
  }, [mobile]);

  if (mobile) {
    return (
      <Drawer
        placement="left"
        open={opened}
        onClose={() => closeSidebar()}
        size={DRAWER_WIDTH}
        closable={false}
        styles={{ body: { padding: 0 } }}
      >
        {sidebarLogo && <AppLogo />}
        <NavMenuLater routes={routes} mode="inline" onNavigated={() => closeSidebar(true)} />
      </Drawer>
    );
  }

  return (
    <Layout.Sider
      theme="light"
      width={SIDEBAR_WIDTH}
      collapsedWidth={COLLAPSED_WIDTH}
      collapsed={!opened}
      trigger={null}
      style={{
        borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
        transition: sidebarWithoutAnimation ? 'none' : undefined,
        ...(belowTopBar ? {} : { position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }),
      }}
    >
      {sidebarLogo && <AppLogo collapsed={!opened} />}
      <NavMenuLater routes={routes} mode="inline" collapsed={!opened} />
    </Layout.Sider>
  );
}
