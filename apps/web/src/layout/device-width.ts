// Below this width the sidebar becomes a drawer (the breakpoint the spec's template uses). Its own module,
// without the browser: the build reads it too (vite.config.ts, the preload of the side menu).
export const MOBILE_MAX_WIDTH = 992;

/** The media query of a screen wide enough for the side menu beside the page. */
export const WIDE_SCREEN_MEDIA = `(min-width: ${MOBILE_MAX_WIDTH}px)`;
