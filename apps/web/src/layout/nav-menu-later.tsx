import { useEffect, useState, type ComponentProps } from 'react';
import type { NavMenu } from './nav-menu.tsx';

type NavMenuType = typeof NavMenu;

// The side menu's script is mostly its entries' icons. A wide screen shows the menu with the page: there
// the build's preload fetches it beside the shell (vite.config.ts) and the shell asks for it as it loads,
// so it is in when the shell first renders. A phone shows it only in the drawer: there it loads when the
// drawer first opens, or once the page has painted, and the phone's first page waits for none of it.
let loaded: NavMenuType | undefined;

/** Loads the side menu's script (once; later calls answer the same). */
export const loadNavMenu = (): Promise<NavMenuType> =>
  import('./nav-menu.tsx').then((module) => (loaded = module.NavMenu));

/** The side or top menu: at once when its script is in, else nothing until it comes. */
export function NavMenuLater(props: ComponentProps<NavMenuType>) {
  const [Menu, setMenu] = useState(() => loaded);
  useEffect(() => {
    if (Menu) return undefined;
    let mounted = true;
    void loadNavMenu().then((component) => mounted && setMenu(() => component));
    return () => {
      mounted = false;
    };
  }, [Menu]);
  return Menu ? <Menu {...props} /> : null;
}
