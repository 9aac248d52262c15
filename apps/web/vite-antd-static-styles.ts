import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module a stylesheet imports to hold antd's styles made at build time. */
export const ANTD_STATIC_STYLES = 'virtual:antd-static-styles.css';
const RESOLVED = `\0${ANTD_STATIC_STYLES}`;
const HERE = dirname(fileURLToPath(import.meta.url));
const EXTRACTOR = join(HERE, 'antd-static-styles.mjs');
/** The components a signed-in page draws on its first paint. */
export const FIRST_PAINT_ANTD = join(HERE, 'first-paint-antd.mjs');

/**
 * antd's styles for the elements `elementsModule` makes (see antd-static-styles.mjs), made in a process
 * of their own: antd picks its style names when it loads, by NODE_ENV, and the build's must be the
 * production ones whatever this process has loaded.
 */
export function antdStaticStylesOf(elementsModule: string): string {
  return execFileSync(process.execPath, [EXTRACTOR, elementsModule], {
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * `import 'virtual:antd-static-styles.css'` brings, in a build, antd's styles for the elements of
 * `elementsModule`, made ahead of time: the importing chunk's stylesheet carries them, and a page that
 * loads it before antd first renders skips making them. Elsewhere (the development server, the component
 * tests) the module is empty and antd makes every style at run time, under its development names.
 */
export function antdStaticStyles(elementsModule = FIRST_PAINT_ANTD): Plugin {
  let building = false;
  return {
    name: 'antd-static-styles',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === ANTD_STATIC_STYLES ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      return building ? antdStaticStylesOf(elementsModule) : '';
    },
  };
}
