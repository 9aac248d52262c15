import NProgress from 'nprogress';
import type { DataRouter } from 'react-router';

// Spec §9: minimum 0.08, speed 200 ms, trickle every 800 ms, no spinner.
// The template is nprogress's own less its role="bar", which is no ARIA role (axe: aria-roles); the
// bar is then found by its class.
NProgress.configure({
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  showSpinner: false,
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/**
 * The progress bar while a navigation loads, and top-left scrolling when it lands (spec §2): after a
 * click, Back, Forward or a typed address alike. The app's first load shows its mark instead (index.html):
 * a bar drawn then made the browser work out the styles of the whole stylesheet just fetched, within the
 * boot's first task, a phone's longest.
 */
export function attachNavigationEffects(router: DataRouter): () => void {
  let loading = !router.state.initialized;
  // The browser would otherwise put Back and Forward at the entry's old position.
  window.history.scrollRestoration = 'manual';
  // Every navigation lands on a new location object; a revalidation keeps the old one. (Keys do not
  // tell: entries the app did not push, a typed address and those Back returns to, all share "default".)
  let lastLocation = router.state.location;
  return router.subscribe((state) => {
    const busy = !state.initialized || state.navigation.state !== 'idle';
    if (busy && !loading) NProgress.start();
    if (!busy && loading) NProgress.done();
    loading = busy;
    if (!busy && state.location !== lastLocation) {
      lastLocation = state.location;
      window.scrollTo(0, 0);
    }
  });
}
