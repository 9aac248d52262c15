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
  /** The two-factor screen's path: an admin whose role requires two-factor stays there until it is on. */
  twoFactorPath: string | null;
  establish: (session: {
    profile: CurrentAdmin;
    roles: string[];
    routes: AppRoute[];
    twoFactorPath?: string | null;
  }) => void;
  /** The signed-in admin as the server reports them now (after turning two-factor on or off). */
  updateProfile: (profile: CurrentAdmin) => void;
  /** The routes rebuilt from a menu tree read again (after a write in menu management). */
  replaceRoutes: (routes: AppRoute[]) => void;
  reset: () => void;
}

const signedOut = {
  profile: null,
  roles: [],
  permissions: [],
  routes: [],
  loaded: false,
  twoFactorPath: null,
};

/** Spec §6: permission names come from all_permissions. */
export const permissionNamesOf = (profile: Pick<CurrentAdmin, 'all_permissions'>): string[] =>
  profile.all_permissions.map((p) => p.name);

export const useSession = create<SessionState>()((set) => ({
  ...signedOut,
  establish: ({ profile, roles, routes, twoFactorPath = null }) =>
    set({
      profile,
      roles,
      permissions: permissionNamesOf(profile),
      routes,
      loaded: true,
      twoFactorPath,
    }),
  updateProfile: (profile) => set({ profile, permissions: permissionNamesOf(profile) }),
  replaceRoutes: (routes) => set({ routes }),
  reset: () => set(signedOut),
}));

/**
 * Where an admin whose role requires two-factor, not yet on, is kept (the two-factor screen);
 * null when they may go anywhere (or the screen is not among their routes: the server still refuses).
 */
export function enrolmentPathOf(session: Pick<SessionState, 'profile' | 'twoFactorPath'>): string | null {
  const { profile } = session;
  return profile?.two_factor_required && !profile.two_factor_enabled ? session.twoFactorPath : null;
}
