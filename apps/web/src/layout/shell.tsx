import { QueryClientProvider } from '@tanstack/react-query';
import { Layout, theme } from 'antd';
import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { queryClient } from '../api/query-client.ts';
import { useAppTitle, useDocumentTitle } from '../components/use-app-title.ts';
import { useRouteTitle } from '../i18n/use-route-title.ts';
import { useAppStore } from '../stores/app.ts';
import { useSettings } from '../stores/settings.ts';
import { AntdProviders } from './antd-providers.tsx';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { Navbar } from './navbar.tsx';
import { Sidebar } from './sidebar.tsx';
import { TagsView } from './tags-view.tsx';
import { TOP_BAR_HEIGHT, TopBar } from './top-bar.tsx';
import { loadNavMenu } from './nav-menu-later.tsx';
import { measureDevice, useDeviceTracking } from './use-device.ts';
import { useMenuRoutes } from './use-menu-routes.ts';
import { useMixedMenu } from './use-mixed-menu.ts';
import { useRouteMeta } from './use-route-meta.ts';
import { useRouteTreeRefresh } from './use-route-tree-refresh.ts';
import { useServerEvents } from './use-server-events.ts';
import { useTagTracking } from './use-tag-tracking.ts';
// antd's styles for a signed-in first paint, made at build time (vite-antd-static-styles.ts): the shell's
// stylesheet, which the page has loaded before the shell first renders, carries them, so antd need not
// make them as it renders.
import 'virtual:antd-static-styles.css';

const SettingsPanel = lazy(() => import('./settings-panel.tsx'));
const WatermarkOverlay = lazy(() => import('./watermark-overlay.tsx'));

measureDevice();
// A wide screen shows the menu in the shell's first render: its script (preloaded beside the shell) is
// asked for now, to be in by then.
if (useAppStore.getState().device !== 'mobile') void loadNavMenu();

/** The frame every signed-in page lives in, with antd and the query cache it brings. */
export default function Shell() {
  return (
    <AntdProviders>
      <QueryClientProvider client={queryClient}>
        <ShellFrame />
      </QueryClientProvider>
    </AntdProviders>
  );
}

/** Left, top or mixed navigation around the page (spec §2, §4). */
function ShellFrame() {
  useDeviceTracking();
  useTagTracking();
  useServerEvents();
  useRouteTreeRefresh();
  const routeTitle = useRouteTitle();
  const meta = useRouteMeta();
  useDocumentTitle(meta ? routeTitle(meta.title) : undefined);
  const { token } = theme.useToken();
  const routes = useMenuRoutes();
  const mixed = useMixedMenu(routes);
  const device = useAppStore((s) => s.device);
  const settingsPanelOpen = useAppStore((s) => s.settingsPanelOpen);
  // Loaded on first opening, then kept so that closing can animate.
  const [settingsPanelUsed, setSettingsPanelUsed] = useState(false);
  if (settingsPanelOpen && !settingsPanelUsed) setSettingsPanelUsed(true);
  const { layout, tagsView, fixedHeader, watermark } = useSettings();
  const appTitle = useAppTitle();
  // A phone has no room for a top menu: it always gets the drawer.
  const mode = device === 'mobile' ? 'left' : layout;

  // The mixed layout's top bar stays above the page on its own; the header then sticks below it.
  const stickAt = (top: number): CSSProperties | undefined =>
    fixedHeader ? { position: 'sticky', top, zIndex: 10 } : undefined;
  const header = (top: ReactNode, side: ReactNode) => (
    <header style={stickAt(mode === 'mix' ? TOP_BAR_HEIGHT : 0)}>
      {top}
      {side}
      {tagsView && (
        <div
          style={{
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <TagsView />
        </div>
      )}
    </header>
  );
  const content = (
    <Layout.Content style={{ padding: 16, minWidth: 0 }}>
      <KeepAliveOutlet />
    </Layout.Content>
  );

  const frame =
    mode === 'left' ? (
      <Layout hasSider style={{ minHeight: '100vh' }}>
        <Sidebar routes={routes} />
        <Layout style={{ minWidth: 0 }}>
          {header(null, <Navbar withActions />)}
          {content}
        </Layout>
      </Layout>
    ) : mode === 'top' ? (
      <Layout style={{ minHeight: '100vh' }}>
        {header(<TopBar routes={routes} />, null)}
        {content}
      </Layout>
    ) : (
      <Layout style={{ minHeight: '100vh' }}>
        <TopBar routes={routes} depth={1} onPick={mixed.pickTop} style={stickAt(0)} />
        <Layout hasSider>
          {mixed.sideRoutes.length > 0 && <Sidebar routes={mixed.sideRoutes} belowTopBar />}
          <Layout style={{ minWidth: 0 }}>
            {header(null, <Navbar withActions={false} withToggle={mixed.sideRoutes.length > 0} />)}
            {content}
          </Layout>
        </Layout>
      </Layout>
    );

  return (
    <>
      {frame}
      {watermark.enabled && (
        <Suspense>
          <WatermarkOverlay content={watermark.content || appTitle} />
        </Suspense>
      )}
      {settingsPanelUsed && (
        <Suspense>
          <SettingsPanel />
        </Suspense>
      )}
    </>
  );
}
