import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachNavigationEffects } from './navigation-effects.ts';

const bar = () => document.getElementById('nprogress');

/** A router whose pages load until `release` is called for them. */
function slowRouter() {
  const pending = new Map<string, () => void>();
  const load = (path: string) => () => new Promise<null>((resolve) => pending.set(path, () => resolve(null)));
  const router = createMemoryRouter(
    [
      { path: '/', loader: load('/') },
      { path: '/next', loader: load('/next') },
    ],
    { initialEntries: ['/'] },
  );
  const release = async (path: string) => {
    await vi.waitFor(() => expect(pending.has(path)).toBe(true));
    pending.get(path)!();
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  };
  return { router, release };
}

let stop = () => undefined as unknown;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('navigation effects', () => {
  it('shows no bar while the app first loads, and one while a later navigation loads', async () => {
    const { router, release } = slowRouter();
    stop = attachNavigationEffects(router);
    expect(router.state.initialized).toBe(false);
    expect(bar()).toBeNull();
    await release('/');
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));

    void router.navigate('/next');
    await vi.waitFor(() => expect(bar()).not.toBeNull());
    await release('/next');
    expect(router.state.location.pathname).toBe('/next');
    // nprogress takes the bar away once it has run to its end.
    await vi.waitFor(() => expect(bar()).toBeNull(), { timeout: 3000 });
  });
});
