import { loadedApart } from '../components/loaded-apart.tsx';

// The side menu's script is mostly its entries' icons. A wide screen shows the menu with the page: there
// the build's preload fetches it beside the shell (vite.config.ts) and the shell asks for it as it loads,
// so it is in when the shell first renders. A phone shows it only in the drawer: there it loads when the
// drawer first opens, or once the page has painted, and the phone's first page waits for none of it.
const navMenu = loadedApart(() => import('./nav-menu.tsx').then((module) => module.NavMenu));

/** Loads the side menu's script (once; later calls answer the same). */
export const loadNavMenu = navMenu.load;

/** The side or top menu: at once when its script is in, else nothing until it comes. */
export const NavMenuLater = navMenu.Component;
