import type { Plugin } from 'vite';
import { indexHtmlRewrite } from './vite-index-html.ts';

/**
 * The largest stylesheet written into the page itself; a larger one stays a file of its own. The boot's
 * (the body, the progress bar and the sign-in page, about 4.5 KB, 1.6 KB on the wire) fits.
 */
export const INLINE_STYLE_LIMIT_BYTES = 8 * 1024;

/**
 * Writes the page's own small stylesheets (the boot's: the body's font and colours, the progress bar, the
 * sign-in page's) into index.html as `<style>`: a linked one holds the first paint back by a round trip
 * for a file of a KB or two on the wire, and on a slow phone link the loading mark then waited for it. The
 * file stays in the build. The server's content security policy allows inline styles (antd writes
 * its own at run time).
 */
export function inlineEntryStyles(limitBytes = INLINE_STYLE_LIMIT_BYTES): Plugin {
  return indexHtmlRewrite('inline-entry-styles', (html, { bundle, base }) =>
    html.replace(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g, (link, href: string) => {
      const sheet = bundle[href.slice(base.length)];
      if (sheet?.type !== 'asset') return link;
      const css = String(sheet.source);
      if (Buffer.byteLength(css) > limitBytes || css.includes('</style')) return link;
      return `<style>${css.trim()}</style>`;
    }),
  );
}
