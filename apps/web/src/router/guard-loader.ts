import { matchRoutes, redirect, type DataRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { decideNavigation, loginRedirect } from './guard.ts';
import { UNMATCHED_ROUTE_ID } from './static-routes.ts';

export interface GuardDependencies {
  routes: () => RouteObject[];
  /** Undefined while the router is still being created (its first navigation). */
  routerState: () => DataRouter['state'] | undefined;
  isSignedIn: () => boolean;
  isSessionLoaded: () => boolean;
  /** The two-factor screen while the admin's role requires two-factor that is not on yet, else null. */
  enrolmentPath?: () => string | null;
  /** Fetches the profile and the menu tree and adds the server's routes (spec §2). */
  loadSession: () => Promise<void>;
  clearToken: () => void;
}

export function createGuardLoader(deps: GuardDependencies): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const fullPath = url.pathname + url.search;
    const matches = matchRoutes(deps.routes(), url.pathname) ?? [];
    const state = deps.routerState();
    const decision = decideNavigation({
      pathname: url.pathname,
      fullPath,
      signedIn: deps.isSignedIn(),
      sessionLoaded: deps.isSessionLoaded(),
      matched: matches.length > 0 && matches[matches.length - 1]?.route.id !== UNMATCHED_ROUTE_ID,
      // While a navigation runs, the router still holds the page the user is leaving.
      previousPath: state?.initialized ? state.location.pathname + state.location.search : null,
      enrolmentPath: deps.enrolmentPath?.() ?? null,
    });
    if (decision.kind === 'allow') return null;
    if (decision.kind === 'redirect') return redirect(decision.to);
    try {
      await deps.loadSession();
    } catch {
      deps.clearToken();
      return redirect(loginRedirect(fullPath));
    }
    // Repeat the navigation: the path may only match now that the server's routes exist.
    return redirect(fullPath);
  };
}
