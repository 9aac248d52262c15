import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import type { ReactNode } from 'react';
import type { CurrentAdmin } from '@app/contracts/auth';
import { applyLanguage } from '../../i18n/index.ts';
import { useSession } from '../../stores/session.ts';
import { useSettings } from '../../stores/settings.ts';

/** What the shell gives every screen: a query cache (no retries, as the app's) and antd's App context. */
export function KitProviders({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <App>{children}</App>
    </QueryClientProvider>
  );
}

/** Signs a (non-super) admin holding exactly these permissions into the session store. */
export function signInWith(permissions: string[]) {
  const profile: CurrentAdmin = {
    id: 1,
    name: 'Ann',
    email: 'ann@example.com',
    is_super: false,
    two_factor_enabled: false,
    two_factor_required: false,
    role: { id: 2, name: 'Clerk' },
    all_permissions: permissions.map((name, i) => ({ id: i + 1, name })),
  };
  useSession.getState().establish({ profile, roles: ['ROLE'], routes: [] });
}

/** Screens in English, both the texts and the app's language setting (grids and pickers read it). */
export async function inEnglish() {
  await applyLanguage('en');
  useSettings.setState({ language: 'en' });
}
