import { create } from 'zustand';
import type { CurrentAdmin } from '@app/contracts/auth';
import type { AppRoute } from '../router/app-route.ts';

interface SessionState {
  profile: CurrentAdmin | null;
  roles: string[];
  permissions: string[];
  /** Routes built from the server's menu tree, in menu order. */
  routes: AppRoute[];
  loaded: boolean;
  establish: (session: { profile: CurrentAdmin; roles: string[]; routes: AppRoute[] }) => void;
  reset: () => void;
}

const signedOut = { profile: null, roles: [], permissions: [], routes: [], loaded: false };

export const useSession = create<SessionState>()((set) => ({
  ...signedOut,
  establish: ({ profile, roles, routes }) =>
    set({
      profile,
      roles,
      // Spec §6: permission names come from all_permissions.
      permissions: profile.all_permissions.map((p) => p.name),
      routes,
      loaded: true,
    }),
  reset: () => set(signedOut),
}));
