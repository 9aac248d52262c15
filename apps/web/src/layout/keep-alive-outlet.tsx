import { Activity, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useTags } from '../stores/tags.ts';
import { useRouteMeta } from './use-route-meta.ts';

const cacheKeyOf = (path: string, generation: number) => `${path}\u0000${generation}`;

/** Whether the app has painted its first page: later mounts of the outlet (a layout switch) show theirs at once. */
let firstPagePainted = false;

/**
 * Pages whose meta says keepAlive stay mounted while another tab is shown, hidden by <Activity>,
 * so their state (typed input, scroll, fetched data) is there when the user comes back. A page
 * leaves the cache when its tag closes or is refreshed. Each screen's box names its path (`data-screen`),
 * so whoever reads the page can tell the screen shown from those kept behind it.
 */
export function KeepAliveOutlet() {
  // The app's first render shows the shell's frame alone and the page follows in a render of its own:
  // one commit of the whole signed-in page held a phone's main thread for a few hundred milliseconds.
  const pagesShown = useDeferredValue(true, firstPagePainted ? undefined : false);
  useEffect(() => {
    if (pagesShown) firstPagePainted = true;
  }, [pagesShown]);
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const keepAlive = useRouteMeta()?.keepAlive === true;
  const generations = useTags((s) => s.generations);
  const keptPaths = useTags(useShallow((s) => s.visited.filter((v) => v.keepAlive).map((v) => v.path)));
  const [cache, setCache] = useState<ReadonlyMap<string, { path: string; element: ReactNode }>>(new Map());

  const currentKey = cacheKeyOf(pathname, generations[pathname] ?? 0);
  const isLive = (key: string, path: string) =>
    key === currentKey || (keptPaths.includes(path) && key === cacheKeyOf(path, generations[path] ?? 0));

  if (keepAlive && outlet && !cache.has(currentKey)) {
    // First visit of this page (or of its new generation): remember it, forgetting closed pages.
    const next = new Map([...cache].filter(([key, entry]) => isLive(key, entry.path)));
    next.set(currentKey, { path: pathname, element: outlet });
    setCache(next);
  }

  if (!pagesShown) return null;
  return (
    <>
      {[...cache].map(([key, entry]) =>
        isLive(key, entry.path) ? (
          <Activity key={key} mode={keepAlive && key === currentKey ? 'visible' : 'hidden'}>
            <div data-screen={entry.path}>{entry.element}</div>
          </Activity>
        ) : null,
      )}
      {!keepAlive && (
        <div key={pathname} data-screen={pathname}>
          {outlet}
        </div>
      )}
    </>
  );
}
