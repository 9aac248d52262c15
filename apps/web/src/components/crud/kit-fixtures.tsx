import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { CurrentAdmin } from '@app/contracts/auth';
import { applyLanguage } from '../../i18n/index.ts';
import { FeedbackRegistration } from '../feedback-registration.tsx';
import { useSession } from '../../stores/session.ts';
import { useSettings } from '../../stores/settings.ts';

/**
 * What the shell gives every screen: a query cache (no retries, as the app's), antd's App context with
 * the notices registered, and a router at `path` (lists keep their view in the address).
 */
export function KitProviders({ children, path = '/' }: { children: ReactNode; path?: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <App>
          <FeedbackRegistration />
          {children}
        </App>
      </QueryClientProvider>
    </MemoryRouter>
  );
}

/** Signs an admin holding exactly these permissions into the session store; not super unless said. */
export function signInWith(permissions: string[], { isSuper = false } = {}) {
  const profile: CurrentAdmin = {
    id: 1,
    name: 'Ann',
    email: 'ann@example.com',
    is_super: isSuper,
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
