// antd writes each component's styles at run time, the first time the component renders (CSS-in-JS):
// on a signed-in page's first load that is some 250 KB of CSS made on the main thread, inside React's
// render, a third of its work. The same styles can be made ahead of time (antd's own "extract to a CSS
// file" path): antd renders the components here, in Node, and its style cache is written out as CSS,
// with a rule naming every style it holds. A page that loads the file before antd first renders finds
// that rule, and antd then skips making and inserting those styles; the ones it does not name it still
// makes at run time, as before.
//
// The styles do not depend on the theme: antd writes its colours, sizes and motion as CSS variables,
// which it still sets at run time (the test shows the same CSS under another theme).
//
// Run as a program: node antd-static-styles.mjs <module> writes to stdout the styles of the elements the
// module's default export makes, `(antd, createElement) => elements`.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * The CSS antd writes at run time for these elements, and the rule that tells antd it is there. Only in
 * a production environment: elsewhere antd names its styles apart (`css-dev-only-do-not-override-…`).
 * @param {(antd: typeof import('antd'), h: typeof import('react').createElement) => import('react').ReactNode[]} elementsOf
 * @returns {string}
 */
export function antdStylesOf(elementsOf) {
  if (process.env.NODE_ENV !== 'production')
    throw new Error('antd names its styles apart outside production: run with NODE_ENV=production');
  const { createElement } = require('react');
  const { renderToString } = require('react-dom/server');
  const antd = require('antd');
  // The style cache antd itself uses, wherever the package manager put it.
  const { StyleProvider, createCache, extractStyle } = createRequire(require.resolve('antd'))(
    '@ant-design/cssinjs',
  );
  const cache = createCache();
  renderToString(createElement(StyleProvider, { cache }, ...elementsOf(antd, createElement)));
  // Component styles only: the theme's variables (`token`, `cssVar`) follow the user's settings.
  return extractStyle(cache, { plain: true, types: ['style'] });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { default: elementsOf } = await import(pathToFileURL(process.argv[2]).href);
  process.stdout.write(antdStylesOf(elementsOf));
}
