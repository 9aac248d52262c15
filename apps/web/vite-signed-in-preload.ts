import type { Plugin, Rolldown } from 'vite';
import { indexHtmlRewrite } from './vite-index-html.ts';

/** Scripts a signed-in visit of some paths (every path when `paths` is absent) needs for its first paint. */
export interface PreloadSet {
  /** Source paths (matched by their end) of modules loaded with `import()`; their chunks' static imports come along. */
  roots: readonly string[];
  /** The hash paths (`/dashboard`) it is for. */
  paths?: readonly string[];
  /** A media query the screen must match (a part of the shell only a wide screen shows at once). */
  media?: string;
}

/**
 * The texts of the language the app will start in, which it asks for only once the boot has run, and
 * the screens' texts only once the shell has come: on a slow link, the last scripts before a first paint.
 * The language is chosen as the app's settings choose it: the stored one, else the browser's, else the
 * fallback.
 */
export interface LanguagePreload {
  /** The localStorage key of the app's persisted settings (zustand's JSON: `{ state: { language } }`). */
  settingsKey: string;
  /** A browser language's primary subtag (lower case) → the app's language. */
  fromBrowserSubtag: Readonly<Record<string, string>>;
  fallback: string;
  /** Per language of the app, the source paths (matched by their end) of the modules holding its texts. */
  roots: Readonly<Record<string, readonly string[]>>;
}

export interface SignedInPreloadOptions {
  /** The localStorage key whose presence means signed in. */
  tokenKey: string;
  /** The sign-in page's path: a visit there preloads nothing. */
  signInPath: string;
  sets: readonly PreloadSet[];
  languages?: LanguagePreload;
  /** The first reads, sent at once instead of once the boot has run (needs `languages`). */
  reads?: OpeningReads;
}

/**
 * A signed-in visit's first API reads, asked for by the preload script with the stored token and the
 * app's language; the app's transport takes the answers (src/api/opening-reads.ts).
 */
export interface OpeningReads {
  /** The global the requests are left in, by URL. */
  globalName: string;
  /** GETs every signed-in path needs (the session's). */
  session: readonly string[];
  /**
   * The home page's opening figures: the last `days` days ending today in the browser's calendar and
   * zone, asked for on `paths` when the app left `readableKey` set (the last admin could read them).
   */
  dashboard: { url: string; paths: readonly string[]; days: number; readableKey: string };
  /** The app's language → the API's `Accept-Language`. */
  apiLanguages: Readonly<Record<string, string>>;
}

/** Each set's paths (null: every path), its files, and its media query (null: every screen). */
type FileSets = readonly (readonly [readonly string[] | null, readonly string[], string | null])[];

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
  return indexHtmlRewrite('signed-in-preload', (source, { bundle, base, context }) => {
    const chunks = Object.values(bundle).filter(
      (file): file is Rolldown.OutputChunk => file.type === 'chunk',
    );
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    // What the page's own tags already fetch: the entry and its static imports.
    const entryFiles = closureOf(
      chunks.filter((chunk) => chunk.isEntry),
      byName,
    );
    const listed = new Set(entryFiles);
    const filesOf = (roots: readonly string[]) => {
      const rootChunks = roots.map((root) => {
        const chunk = chunks.find((candidate) =>
          candidate.moduleIds.some((id) => id.split('?')[0]!.endsWith(root)),
        );
        if (!chunk) throw new Error(`signed-in-preload: no chunk holds ${root}`);
        return chunk;
      });
      return [...closureOf(rootChunks, byName)];
    };
    // A set for every visit first: a set for some (paths, screens) leaves out what such a set lists.
    const forEveryVisit = (set: PreloadSet) => set.paths === undefined && set.media === undefined;
    const sets = [...options.sets]
      .sort((a, b) => Number(forEveryVisit(b)) - Number(forEveryVisit(a)))
      .map((set) => {
        const files = filesOf(set.roots).filter((file) => !listed.has(file));
        if (forEveryVisit(set)) for (const file of files) listed.add(file);
        return [set.paths ?? null, files.map((file) => base + file), set.media ?? null] as const;
      });
    // A language's files beyond what every signed-in path gets already.
    const languageFiles = Object.fromEntries(
      Object.entries(options.languages?.roots ?? {}).map(([language, roots]) => [
        language,
        filesOf(roots)
          .filter((file) => !listed.has(file))
          .map((file) => base + file),
      ]),
    );
    const reference = context.emitFile({
      type: 'asset',
      name: PRELOAD_SCRIPT_NAME,
      source: preloadScript(options, sets, languageFiles),
    });
    const tag = `<script async fetchpriority="high" src="${base}${context.getFileName(reference)}"></script>`;
    const at = source.indexOf('<script type="module"');
    if (at < 0) throw new Error('signed-in-preload: no module script in index.html');
    return `${source.slice(0, at)}${tag}\n    ${source.slice(at)}`;
  });
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
  sets: FileSets,
  languageFiles: Readonly<Record<string, readonly string[]>>,
): string {
  const { languages, reads } = options;
  if (reads && !languages) throw new Error('signed-in-preload: the first reads need the language');
  return `// Signed-in visits: the shell's and the page's scripts fetched beside the boot (vite-signed-in-preload.ts).
(function () {
  try {
    var path = location.hash.replace(/^#/, '').split('?')[0] || '/';
    if (localStorage.getItem(${JSON.stringify(options.tokenKey)}) === null || path === ${JSON.stringify(options.signInPath)}) return;
    var sets = ${JSON.stringify(sets)};
    var languageFiles = ${JSON.stringify(languageFiles)};
    var has = function (object, key) { return Object.prototype.hasOwnProperty.call(object, key); };
    ${
      languages
        ? `var language = null;
    try {
      var stored = JSON.parse(localStorage.getItem(${JSON.stringify(languages.settingsKey)}) || 'null');
      language = stored && stored.state ? stored.state.language : null;
    } catch (unreadable) {
      // The app ignores unreadable settings too.
    }
    if (typeof language !== 'string' || !has(languageFiles, language)) {
      var fromSubtag = ${JSON.stringify(languages.fromBrowserSubtag)};
      var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
      language = ${JSON.stringify(languages.fallback)};
      for (var i = 0; i < tags.length; i++) {
        var subtag = String(tags[i]).toLowerCase().split('-')[0];
        if (has(fromSubtag, subtag)) {
          language = fromSubtag[subtag];
          break;
        }
      }
    }
    if (has(languageFiles, language)) sets.unshift([null, languageFiles[language], null]);`
        : ''
    }${reads ? askReadsScript(options.tokenKey, reads) : ''}
    var seen = {};
    sets.forEach(function (set) {
      if (set[0] !== null && set[0].indexOf(path) < 0) return;
      if (set[2] !== null && !(typeof matchMedia === 'function' && matchMedia(set[2]).matches)) return;
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
    // The browser's time zone, as src/components/local-time-zone.ts reads it: Temporal names it at once;
    // Intl only by making a date format.
    var temporalZone = null;
    try {
      temporalZone = typeof Temporal === 'object' ? Temporal.Now.timeZoneId() : null;
    } catch (error) {
      // Intl, then.
    }
    var askFigures = function (timeZone) {${
      reads
        ? `
      var dashboard = ${JSON.stringify(reads.dashboard)};
      if (dashboard.paths.indexOf(path) >= 0 && localStorage.getItem(dashboard.readableKey) === '1')
        ask(openingDashboardUrl(dashboard, timeZone));`
        : ''
    }
    };
    // The reads in a task of their own: with the links above in the same, a slow phone's main thread was
    // held for both at once.
    setTimeout(function () {
      try {${
        reads
          ? `
        askSessionReads();`
          : ''
      }
        if (temporalZone) askFigures(temporalZone);
      } catch (error) {
        // The app asks for what it did not get.
      }
    }, 0);
    // The first use of the browser's international data (the amounts' number format, the time zone's
    // name) loads it: tens of milliseconds on a slow phone, once a page, whichever use comes first. Made
    // here, once the mark is on screen and while the scripts above download, it no longer holds the
    // page's first render.
    requestAnimationFrame(function () {
      setTimeout(function () {
        try {
          if (temporalZone) new Intl.NumberFormat(${reads ? 'apiLanguage' : 'undefined'}).format(0);
          else askFigures(Intl.DateTimeFormat().resolvedOptions().timeZone);
        } catch (error) {
          // The app reads it again as it needs it.
        }
      }, 0);
    });
  } catch (error) {
    // Storage refused (a private window's policy): the app loads as it would without this.
  }
})();
`;
}

/**
 * What sends the first reads: `ask` (one GET, left for the app by its address), the session's reads and
 * the dashboard's address, which needs the time zone. Headers as the app's client sends them, so its
 * transport can tell the answer is for its request.
 */
function askReadsScript(tokenKey: string, reads: OpeningReads): string {
  return `
    var reads = (window[${JSON.stringify(reads.globalName)}] = {});
    var token = localStorage.getItem(${JSON.stringify(tokenKey)});
    var apiLanguage = ${JSON.stringify(reads.apiLanguages)}[language];
    var ask = function (url) {
      var headers = { Accept: 'application/json', 'Accept-Language': apiLanguage, Authorization: token };
      var read = { token: token, language: apiLanguage, answer: fetch(url, { headers: headers }) };
      // The app reports a failure when it takes the answer; one never taken is no one's error.
      read.answer.catch(function () {});
      reads[url] = read;
    };
    var askSessionReads = function () {
      ${JSON.stringify(reads.session)}.forEach(ask);
    };
    // As the dashboard asks (pages/dashboard/warm-up.ts): the days as the picker's dates, the zone by name.
    var openingDashboardUrl = function (dashboard, timeZone) {
      var now = new Date();
      var two = function (number) { return (number < 10 ? '0' : '') + number; };
      var day = function (back) {
        var date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
        return date.getFullYear() + '-' + two(date.getMonth() + 1) + '-' + two(date.getDate());
      };
      var query = new URLSearchParams();
      query.append('filter[from]', day(dashboard.days - 1));
      query.append('filter[to]', day(0));
      query.append('filter[tz]', timeZone);
      return dashboard.url + '?' + query.toString();
    };`;
}
