import { describe, expect, it } from 'vitest';
import { afterLoginPath, decideNavigation, type NavigationFacts } from './guard.ts';

const signedInAndLoaded: NavigationFacts = {
  pathname: '/system/admin',
  fullPath: '/system/admin?page=2',
  signedIn: true,
  sessionLoaded: true,
  matched: true,
  previousPath: '/dashboard',
};

describe('decideNavigation', () => {
  it('lets a signed-out visitor open /login', () => {
    expect(
      decideNavigation({ ...signedInAndLoaded, pathname: '/login', fullPath: '/login', signedIn: false }),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('sends a signed-in admin who opens /login to /', () => {
    expect(decideNavigation({ ...signedInAndLoaded, pathname: '/login', fullPath: '/login' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends a signed-out visit of any other path to /login with the path and query as redirect', () => {
    expect(decideNavigation({ ...signedInAndLoaded, signedIn: false, sessionLoaded: false })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsystem%2Fadmin%3Fpage%3D2',
    });
  });

  it('loads the session first when the admin is signed in but roles are not loaded', () => {
    expect(decideNavigation({ ...signedInAndLoaded, sessionLoaded: false, matched: false })).toEqual({
      kind: 'load-session',
    });
  });

  it('sends an unmatched path back to the previous page', () => {
    expect(decideNavigation({ ...signedInAndLoaded, matched: false })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('sends an unmatched path to /404 when there is no previous page', () => {
    expect(decideNavigation({ ...signedInAndLoaded, matched: false, previousPath: null })).toEqual({
      kind: 'redirect',
      to: '/404',
    });
  });

  it('allows a matched page for a signed-in admin with a loaded session', () => {
    expect(decideNavigation(signedInAndLoaded)).toEqual({ kind: 'allow' });
  });

  it('keeps an admin whose role requires two-factor, not yet on, on the two-factor screen', () => {
    const enrolling = { ...signedInAndLoaded, enrolmentPath: '/system/two-factor' };
    expect(decideNavigation(enrolling)).toEqual({ kind: 'redirect', to: '/system/two-factor' });
    expect(decideNavigation({ ...enrolling, matched: false })).toEqual({
      kind: 'redirect',
      to: '/system/two-factor',
    });
    expect(
      decideNavigation({ ...enrolling, pathname: '/system/two-factor', fullPath: '/system/two-factor' }),
    ).toEqual({ kind: 'allow' });
    expect(decideNavigation({ ...enrolling, sessionLoaded: false })).toEqual({ kind: 'load-session' });
  });
});

describe('afterLoginPath', () => {
  it('returns to the redirect query', () => {
    expect(afterLoginPath('/system/admin?page=2')).toBe('/system/admin?page=2');
  });

  it('goes home without a redirect, or with one that leaves the app or loops back to login', () => {
    expect(afterLoginPath(null)).toBe('/');
    expect(afterLoginPath('https://elsewhere.example')).toBe('/');
    expect(afterLoginPath('//elsewhere.example')).toBe('/');
    expect(afterLoginPath('/login?redirect=%2Fdashboard')).toBe('/');
  });
});
