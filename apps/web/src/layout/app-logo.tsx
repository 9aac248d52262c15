import { theme } from 'antd';
import { Link } from 'react-router';
import { useAppTitle } from '../components/use-app-title.ts';

/** The mark and title at the top of the sidebar or the top bar; the title hides when the sidebar is narrow. */
export function AppLogo({ collapsed = false }: { collapsed?: boolean }) {
  const title = useAppTitle();
  const { token } = theme.useToken();
  return (
    <Link
      to="/"
      aria-label={title}
      // The sidebar cuts a long title short: hovering shows it whole.
      title={title}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : 'flex-start',
        gap: 10,
        height: 50,
        padding: collapsed ? 0 : '0 16px',
        color: token.colorText,
        fontWeight: 600,
        fontSize: 16,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textDecoration: 'none',
        flex: 'none',
      }}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {!collapsed && <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{title}</span>}
    </Link>
  );
}
