import type { Plugin, Rolldown } from 'vite';

/** Scripts a signed-in visit of some paths (every path when `paths` is absent) needs for its first paint. */
export interface PreloadSet {
  /** Source paths (matched by their end) of modules loaded with `import()`; their chunks' static imports come along. */
  roots: readonly string[];
  /** The hash paths (`/dashboard`) it is for. */
  paths?: readonly string[];
}

export interface SignedInPreloadOptions {
  /** The localStorage key whose presence means signed in. */
  tokenKey: string;
  /** The sign-in page's path: a visit there preloads nothing. */
  signInPath: string;
  sets: readonly PreloadSet[];
}

/** The script's name in the build; the build adds a hash. */
export const PRELOAD_SCRIPT_NAME = 'signed-in-preload.js';

/**
 * A signed-in visit (a reload, a bookmark) runs the boot, which then asks for the shell and the page: on a
 * slow link their download began only after the boot's had ended and the boot had run (a second or
 * more on a phone). This writes a tiny script the page loads beside the boot; for a signed-in visit it
 * asks for the shell and page chunks at once, as `modulepreload` links, so they arrive while the boot
 * runs. The app's later `import()` finds them there. The sign-in page asks for none of them.
 *
 * It is a file, not inline: the server's content security policy allows scripts from the origin only.
 */
export function signedInPreload(options: SignedInPreloadOptions): Plugin {
  let base = '/';
  return {
    name: 'signed-in-preload',
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
        const chunks = Object.values(bundle).filter(
          (file): file is Rolldown.OutputChunk => file.type === 'chunk',
        );
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // What the page's own tags already fetch: the entry and its static imports.
        const entryFiles = closureOf(
          chunks.filter((chunk) => chunk.isEntry),
          byName,
        );
        // A set for some paths leaves out what a set for every path lists already.
        const listed = new Set(entryFiles);
        const sets = [...options.sets]
          .sort((a, b) => Number(a.paths !== undefined) - Number(b.paths !== undefined))
          .map(({ roots, paths }) => {
            const rootChunks = roots.map((root) => {
              const chunk = chunks.find((candidate) =>
                candidate.moduleIds.some((id) => id.split('?')[0]!.endsWith(root)),
              );
              if (!chunk) throw new Error(`signed-in-preload: no chunk holds ${root}`);
              return chunk;
            });
            const files = [...closureOf(rootChunks, byName)].filter((file) => !listed.has(file));
            if (!paths) for (const file of files) listed.add(file);
            return [paths ?? null, files.map((file) => base + file)] as const;
          });
        const reference = this.emitFile({
          type: 'asset',
          name: PRELOAD_SCRIPT_NAME,
          source: preloadScript(options, sets),
        });
        const tag = `<script async fetchpriority="high" src="${base}${this.getFileName(reference)}"></script>`;
        const source = String(html.source);
        const at = source.indexOf('<script type="module"');
        if (at < 0) throw new Error('signed-in-preload: no module script in index.html');
        html.source = `${source.slice(0, at)}${tag}\n    ${source.slice(at)}`;
      },
    },
  };
}

/** The chunks' files, their CSS and the same of every chunk they import statically, at any depth. */
function closureOf(
  roots: readonly Rolldown.OutputChunk[],
  byName: Map<string, Rolldown.OutputChunk>,
): Set<string> {
  const files = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const chunk = pending.pop()!;
    if (files.has(chunk.fileName)) continue;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const file of chunk.imports) {
      const imported = byName.get(file);
      if (imported) pending.push(imported);
    }
  }
  return files;
}

/**
 * The script itself, plain ES2017 and self-contained. `crossOrigin = ''` as the app's own loader sets it,
 * so the later request finds the preloaded answer; styles are preloaded, not applied, until the app adds them.
 */
function preloadScript(
  options: SignedInPreloadOptions,
  sets: readonly (readonly [readonly string[] | null, readonly string[]])[],
): string {
  return `// Signed-in visits: the shell's and the page's scripts fetched beside the boot (vite-signed-in-preload.ts).
(function () {
  try {
    var path = location.hash.replace(/^#/, '').split('?')[0] || '/';
    if (localStorage.getItem(${JSON.stringify(options.tokenKey)}) === null || path === ${JSON.stringify(options.signInPath)}) return;
    var sets = ${JSON.stringify(sets)};
    var seen = {};
    sets.forEach(function (set) {
      if (set[0] !== null && set[0].indexOf(path) < 0) return;
      set[1].forEach(function (href) {
        if (seen[href]) return;
        seen[href] = true;
        var link = document.createElement('link');
        if (/\\.css$/.test(href)) {
          link.rel = 'preload';
          link.as = 'style';
        } else {
          link.rel = 'modulepreload';
        }
        link.crossOrigin = '';
        link.href = href;
        link.setAttribute('data-signed-in-preload', '');
        document.head.appendChild(link);
      });
    });
  } catch (error) {
    // Storage refused (a private window's policy): the app loads as it would without this.
  }
})();
`;
}
