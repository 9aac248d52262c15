// What the app has done before any of its list screens opens, done here before the timed render call on
// both bench pages alike. In the product, a list screen mounts inside a running shell: the shell's
// ConfigProvider has derived antd's theme token (cached for every component under it), its navbar and
// menu have drawn antd icons (registering the icons' shared style), and the session and settings stores
// have read localStorage (the first access opens the page's storage). A bench page starts from nothing,
// so without this its first frame would pay for the app's start-up instead of the screen.
import { MenuOutlined } from '@ant-design/icons';
import { ConfigProvider, theme } from 'antd';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

function Shell() {
  const { token } = theme.useToken();
  return (
    <header style={{ height: 24, color: token.colorText }}>
      <MenuOutlined />
    </header>
  );
}

export function startAppShell(): void {
  localStorage.getItem('accessToken');
  const element = document.createElement('div');
  document.body.prepend(element);
  flushSync(() =>
    createRoot(element).render(
      <ConfigProvider>
        <Shell />
      </ConfigProvider>,
    ),
  );
}
