export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'load-session' };

export interface NavigationFacts {
  pathname: string;
  /** pathname + search: what the redirect query keeps. */
  fullPath: string;
  signedIn: boolean;
  sessionLoaded: boolean;
  /** false when only the catch-all route matches. */
  matched: boolean;
  /** The last page the user was on, if any. */
  previousPath: string | null;
  /** Where the admin must stay until two-factor is on (their role requires it), if anywhere. */
  enrolmentPath?: string | null;
}

export function loginRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/** Spec §2 "Route guard", as a pure decision. */
export function decideNavigation(facts: NavigationFacts): GuardDecision {
  if (facts.pathname === LOGIN_PATH) {
    return facts.signedIn ? { kind: 'redirect', to: '/' } : { kind: 'allow' };
  }
  if (!facts.signedIn) return { kind: 'redirect', to: loginRedirect(facts.fullPath) };
  if (!facts.sessionLoaded) return { kind: 'load-session' };
  if (facts.enrolmentPath && facts.pathname !== facts.enrolmentPath) {
    return { kind: 'redirect', to: facts.enrolmentPath };
  }
  if (!facts.matched) return { kind: 'redirect', to: facts.previousPath ?? NOT_FOUND_PATH };
  return { kind: 'allow' };
}

/** Where to go after signing in: the redirect query when it is a path of this app, else home. */
export function afterLoginPath(redirectQuery: string | null): string {
  if (!redirectQuery || !redirectQuery.startsWith('/') || redirectQuery.startsWith('//')) return '/';
  return redirectQuery.startsWith(LOGIN_PATH) ? '/' : redirectQuery;
}
