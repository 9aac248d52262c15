import type { PageLoader } from './app-route.ts';

/**
 * Server component paths (contracts `screenComponents`) → the screen that renders them. A path
 * listed there but not here has no screen yet and shows the 404 page (spec §2 fallback).
 */
export const pageRegistry: Readonly<Record<string, PageLoader>> = {
  'dashboard/index': () => import('../pages/dashboard/index.tsx'),
};

/** Catalogues: their children render inside the one shell, so the catalogue itself adds no frame. */
export const LAYOUT_COMPONENT = 'Layout';
