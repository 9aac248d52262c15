import type { Plugin, Rolldown } from 'vite';

/** What a plugin writes into the built index.html, given the build's files and public base path. */
export type IndexHtmlRewrite = (
  html: string,
  build: { bundle: Rolldown.OutputBundle; base: string; context: Rolldown.PluginContext },
) => string;

/**
 * A build plugin that rewrites index.html once Vite has written it (its script and style tags in place),
 * before the files are written out or compressed.
 */
export function indexHtmlRewrite(name: string, rewrite: IndexHtmlRewrite): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // After the HTML is written, which it changes.
      order: 'post',
      handler(_output, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        html.source = rewrite(String(html.source), { bundle, base, context: this });
      },
    },
  };
}
