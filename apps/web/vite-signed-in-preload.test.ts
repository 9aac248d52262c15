import { runInNewContext } from 'node:vm';
import type { Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFixture } from './vite-fixture-build.ts';
import dayjs from 'dayjs';
import { DASHBOARD_DEFAULT_DAYS } from '@app/contracts/day-ranges';
import { dashboardParams } from './src/api/dashboard.ts';
import { urlWithParams } from './src/api/transport.ts';
import { dashboardRangeOf, presetRange } from './src/pages/dashboard/range.ts';
import {
  PRELOAD_SCRIPT_NAME,
  signedInPreload,
  type OpeningReads,
  type PreloadSet,
} from './vite-signed-in-preload.ts';

let remove = () => undefined as void;
afterEach(() => remove());

// Each module reads the page, so the bundler cannot fold it into a constant.
const fixture = {
  'index.html': '<!doctype html><html><head><script type="module" src="/src/main.ts"></script></head></html>',
  'src/main.ts': `import { http } from './http.ts';
    console.log(http);
    void import('./shell.ts').then((m) => console.log(m.shell));
    void import('./home.ts').then((m) => console.log(m.home));
    void import('./other.ts').then((m) => console.log(m.other));
    void import('./side.ts').then((m) => console.log(m.side));
    void import('./texts/en.ts').then((m) => console.log(m.texts));
    void import('./texts/vn.ts').then((m) => console.log(m.texts));`,
  'src/texts/en.ts': `export const texts = document.title + 'hello';`,
  'src/texts/vn.ts': `export const texts = document.title + 'xin chào';`,
  'src/http.ts': `export const http = document.title + 'http';`,
  'src/shell.ts': `import { http } from './http.ts'; import { menu } from './menu.ts'; import './shell.css';
    export const shell = http + menu;`,
  'src/shell.css': `.shell { color: red }`,
  'src/menu.ts': `export const menu = document.title + 'menu';`,
  'src/home.ts': `import { menu } from './menu.ts'; import { card } from './card.ts'; export const home = menu + card;`,
  'src/other.ts': `import { card } from './card.ts'; export const other = card + document.title;`,
  'src/card.ts': `export const card = document.title + 'card';`,
  'src/side.ts': `import { menu } from './menu.ts'; export const side = menu + document.title + 'side';`,
};

const WIDE = '(min-width: 992px)';
const sets: PreloadSet[] = [
  { paths: ['/', '/home'], roots: ['src/home.ts'] },
  { media: WIDE, roots: ['src/side.ts'] },
  { roots: ['src/shell.ts'] },
];

const reads: OpeningReads = {
  globalName: '__reads',
  session: ['/api/me', '/api/menus'],
  dashboard: {
    url: '/api/dashboard',
    paths: ['/', '/home'],
    days: DASHBOARD_DEFAULT_DAYS,
    readableKey: 'readable',
  },
  apiLanguages: { en: 'en-US', vn: 'vi-VN' },
};

async function built(withReads = false) {
  const result = await buildFixture(fixture, [
    signedInPreload({
      tokenKey: 'accessToken',
      signInPath: '/login',
      sets,
      reads: withReads ? reads : undefined,
      languages: {
        settingsKey: 'settings',
        fromBrowserSubtag: { en: 'en', vi: 'vn' },
        fallback: 'en',
        roots: { en: ['src/texts/en.ts'], vn: ['src/texts/vn.ts'] },
      },
    }),
  ]);
  remove = result.remove;
  const asset = (name: string) =>
    result.output.find(
      (file): file is Rolldown.OutputAsset =>
        file.type === 'asset' && (file.fileName === name || file.names.includes(name)),
    )!;
  const chunkOf = (module: string) =>
    result.output.find(
      (file): file is Rolldown.OutputChunk =>
        file.type === 'chunk' && file.moduleIds.some((id) => id.endsWith(module)),
    )!.fileName;
  return {
    html: String(asset('index.html').source),
    script: String(asset(PRELOAD_SCRIPT_NAME).source),
    chunkOf,
  };
}

interface Visit {
  hash: string;
  token: string | null;
  /** The stored settings, as the app persists them. */
  settings?: string;
  browserLanguages?: string[];
  /** Whether the screen matches the wide screens' media query. */
  wide?: boolean;
  /** Whether the app left the hint that the admin may read the dashboard. */
  dashboardReadable?: boolean;
  /** The browser's clock, in its own zone (the test's). */
  now?: Date;
  /** The zone Temporal names, in a browser that has it. */
  temporalZone?: string;
}

/** What the last visit asked the server for, with the headers it sent, and what it left for the app. */
let fetched: { url: string; headers: Record<string, string> }[] = [];
let left: Record<string, { token: string; language: string }> = {};

/** How often the last visit read the browser's time zone. */
let timeZoneReads = 0;
/** What the last visit waited for, in order: a frame, a task, and what it then did. */
let scheduled: string[] = [];
/** How many links the script had added when it read the time zone, and when it first waited for a task. */
let linksBeforeTimeZone = 0;
let linksBeforeFirstTask = 0;

/** The links the script adds to a page at `hash`, with `token` stored (or none). */
function linksAdded(
  script: string,
  {
    hash,
    token,
    settings,
    browserLanguages = ['en-US'],
    wide = false,
    dashboardReadable = false,
    now = new Date(),
    temporalZone,
  }: Visit,
) {
  const links: { rel: string; as?: string; href: string; crossOrigin?: string }[] = [];
  const stored: Record<string, string | null> = {
    accessToken: token,
    settings: settings ?? null,
    readable: dashboardReadable ? '1' : null,
  };
  timeZoneReads = 0;
  scheduled = [];
  fetched = [];
  const window: Record<string, typeof left> = {};
  const temporal = temporalZone ? { Now: { timeZoneId: () => temporalZone } } : undefined;
  // The browser's clock stands at `now`; dates made from parts are made as usual.
  const Clock = class extends Date {
    constructor(...parts: []) {
      super(...((parts.length ? parts : [now.getTime()]) as []));
    }
  };
  runInNewContext(script, {
    ...(temporal ? { Temporal: temporal } : {}),
    window,
    Date: Clock,
    URLSearchParams,
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      scheduled.push('read');
      fetched.push({ url, headers: init.headers });
      return Promise.resolve({});
    },
    // The first frame, then the task after it, at once.
    requestAnimationFrame: (callback: () => void) => {
      scheduled.push('frame');
      callback();
    },
    setTimeout: (callback: () => void) => {
      if (!scheduled.includes('task')) linksBeforeFirstTask = links.length;
      scheduled.push('task');
      callback();
    },
    Intl: {
      DateTimeFormat: () => ({
        resolvedOptions: () => {
          timeZoneReads += 1;
          scheduled.push('time zone');
          linksBeforeTimeZone = links.length;
          return { timeZone: 'Asia/Ho_Chi_Minh' };
        },
      }),
      NumberFormat: function NumberFormat(locale?: string) {
        scheduled.push(`number format ${locale ?? 'default'}`);
        return { format: () => '0' };
      },
    },
    location: { hash },
    matchMedia: (query: string) => ({ matches: query === WIDE && wide }),
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    navigator: { languages: browserLanguages, language: browserLanguages[0] },
    document: {
      createElement: () => ({ setAttribute: () => undefined }),
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    },
  });
  left = window.__reads ?? {};
  return links.map(({ rel, as, href, crossOrigin }) => ({ rel, as, href, crossOrigin }));
}

describe('signed-in preload', () => {
  it('loads its script before the module entry, asynchronously', async () => {
    const { html } = await built();
    const script =
      /<script async fetchpriority="high" src="\/assets\/signed-in-preload-[\w-]+\.js"><\/script>/.exec(html);
    expect(script).not.toBeNull();
    expect(script!.index).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it("asks for the shell's chunks and styles on any signed-in path, and the page's on its own", async () => {
    const { script, chunkOf } = await built();
    const shell = `/${chunkOf('src/shell.ts')}`;
    const menu = `/${chunkOf('src/menu.ts')}`;
    const home = `/${chunkOf('src/home.ts')}`;
    const card = `/${chunkOf('src/card.ts')}`;

    const onOther = linksAdded(script, { hash: '#/other?tab=1', token: 'Bearer 1|x' });
    const otherFiles = onOther.map((link) => link.href);
    expect(otherFiles).toHaveLength(4);
    expect(otherFiles).toContain(`/${chunkOf('src/texts/en.ts')}`);
    expect(otherFiles).toEqual(
      expect.arrayContaining([shell, menu, expect.stringMatching(/\/assets\/shell-[\w-]+\.css$/)]),
    );
    expect(onOther.find((link) => link.href === shell)).toEqual({
      rel: 'modulepreload',
      as: undefined,
      href: shell,
      crossOrigin: '',
    });
    expect(onOther.find((link) => link.href.endsWith('.css'))).toMatchObject({ rel: 'preload', as: 'style' });

    const onHome = linksAdded(script, { hash: '#/home', token: 'Bearer 1|x' }).map((link) => link.href);
    expect(onHome).toEqual(expect.arrayContaining([shell, menu, home, card]));
    // Each once, though the page and the shell share the menu.
    expect(new Set(onHome).size).toBe(onHome.length);
    expect(linksAdded(script, { hash: '', token: 'Bearer 1|x' }).map((link) => link.href)).toContain(home);
  });

  it('asks for what only a wide screen shows at once on a wide screen only', async () => {
    const { script, chunkOf } = await built();
    const side = `/${chunkOf('src/side.ts')}`;
    const hrefs = (visit: Partial<Visit>) =>
      linksAdded(script, { hash: '#/other', token: 'Bearer 1|x', ...visit }).map((link) => link.href);
    expect(hrefs({ wide: true })).toContain(side);
    expect(hrefs({ wide: false })).not.toContain(side);
    // What the shell shares with it comes on every screen, once.
    const onWide = hrefs({ wide: true });
    expect(onWide).toContain(`/${chunkOf('src/menu.ts')}`);
    expect(new Set(onWide).size).toBe(onWide.length);
  });

  it("reads the browser's time zone once on a signed-in visit, after the scripts and the first frame", async () => {
    const { script } = await built();
    const links = linksAdded(script, { hash: '#/home', token: 'Bearer 1|x' });
    expect(timeZoneReads).toBe(1);
    expect(linksBeforeTimeZone).toBe(links.length);
    // Not before the page's first frame, which the read would hold back.
    expect(scheduled).toEqual(['task', 'frame', 'task', 'time zone']);
    linksAdded(script, { hash: '#/login', token: 'Bearer 1|x' });
    expect(timeZoneReads).toBe(0);
    linksAdded(script, { hash: '#/home', token: null });
    expect(timeZoneReads).toBe(0);
  });

  it('asks for nothing on the sign-in page or when signed out, nor for what the entry loads itself', async () => {
    const { script, chunkOf } = await built();
    expect(linksAdded(script, { hash: '#/login', token: 'Bearer 1|x' })).toEqual([]);
    expect(linksAdded(script, { hash: '#/home', token: null })).toEqual([]);
    const entryFiles = [chunkOf('src/main.ts'), chunkOf('src/http.ts')].map((file) => `/${file}`);
    const onHome = linksAdded(script, { hash: '#/home', token: 'Bearer 1|x' }).map((link) => link.href);
    for (const file of entryFiles) expect(onHome).not.toContain(file);
  });

  it("asks first for the texts of the language the app will start in, as the app's settings choose it", async () => {
    const { script, chunkOf } = await built();
    const en = `/${chunkOf('src/texts/en.ts')}`;
    const vn = `/${chunkOf('src/texts/vn.ts')}`;
    const texts = (visit: Partial<Visit>) =>
      linksAdded(script, { hash: '#/other', token: 'Bearer 1|x', ...visit })
        .map((link) => link.href)
        .filter((href) => href === en || href === vn);
    const storedVn = JSON.stringify({ state: { language: 'vn', theme: 'dark' }, version: 1 });

    // The stored choice, over the browser's.
    expect(texts({ settings: storedVn, browserLanguages: ['en-GB'] })).toEqual([vn]);
    // The browser's first language of ours.
    expect(texts({ browserLanguages: ['fr-FR', 'vi-VN', 'en'] })).toEqual([vn]);
    // A stored choice that is not a language, or unreadable settings: the browser's.
    expect(texts({ settings: '{"state":{"language":"xx"}}', browserLanguages: ['vi'] })).toEqual([vn]);
    expect(texts({ settings: '{not json', browserLanguages: ['vi'] })).toEqual([vn]);
    expect(texts({ settings: '{"state":{"language":"constructor"}}', browserLanguages: ['vi'] })).toEqual([
      vn,
    ]);
    // None of ours: the fallback.
    expect(texts({ browserLanguages: ['fr-FR', 'toString'] })).toEqual([en]);
    // Ahead of the shell's scripts.
    const onOther = linksAdded(script, { hash: '#/other', token: 'Bearer 1|x', settings: storedVn });
    expect(onOther[0]!.href).toBe(vn);
    expect(linksAdded(script, { hash: '#/login', token: 'Bearer 1|x', settings: storedVn })).toEqual([]);
  });

  it("sends the session's first reads in a task after the links', as the app's client sends them, and leaves them for the app", async () => {
    const { script } = await built(true);
    const storedVn = JSON.stringify({ state: { language: 'vn' }, version: 1 });
    const links = linksAdded(script, {
      hash: '#/other',
      token: 'Bearer 1|x',
      settings: storedVn,
      dashboardReadable: true,
    });
    expect(linksBeforeFirstTask).toBe(links.length);
    expect(scheduled.slice(0, 3)).toEqual(['task', 'read', 'read']);
    const headers = { Accept: 'application/json', 'Accept-Language': 'vi-VN', Authorization: 'Bearer 1|x' };
    expect(fetched).toEqual([
      { url: '/api/me', headers },
      { url: '/api/menus', headers },
    ]);
    expect(left).toEqual({
      '/api/me': { token: 'Bearer 1|x', language: 'vi-VN', answer: expect.any(Promise) },
      '/api/menus': { token: 'Bearer 1|x', language: 'vi-VN', answer: expect.any(Promise) },
    });
    // Signed out, or on the sign-in page: nothing.
    linksAdded(script, { hash: '#/login', token: 'Bearer 1|x', dashboardReadable: true });
    expect(fetched).toEqual([]);
    linksAdded(script, { hash: '#/home', token: null, dashboardReadable: true });
    expect(fetched).toEqual([]);
  });

  it("asks for the home page's figures as the dashboard does, after the time zone is read, when the app said the admin may", async () => {
    const { script } = await built(true);
    const dashboardUrls = () =>
      fetched.map((read) => read.url).filter((url) => url.startsWith('/api/dashboard'));
    // A year's turn, a leap day's month, and a day's first minutes, in the browser's calendar.
    for (const now of [
      new Date(2027, 0, 5, 10),
      new Date(2028, 2, 1, 0, 30),
      new Date(2026, 10, 29, 23, 59),
    ]) {
      linksAdded(script, { hash: '#/home', token: 'Bearer 1|x', dashboardReadable: true, now });
      const range = dashboardRangeOf(presetRange('last30', dayjs(now)), 'Asia/Ho_Chi_Minh');
      const expected = urlWithParams('/api/dashboard', dashboardParams(range));
      expect(dashboardUrls()).toEqual([expected]);
      expect(left[expected]).toMatchObject({ token: 'Bearer 1|x', language: 'en-US' });
      // The session's reads in a task after the links', the figures' once the time zone is read.
      expect(scheduled).toEqual(['task', 'read', 'read', 'frame', 'task', 'time zone', 'read']);
      expect(linksBeforeFirstTask).toBeGreaterThan(0);
    }
    expect(dashboardUrls()[0]).toBe(
      '/api/dashboard?filter%5Bfrom%5D=2026-10-31&filter%5Bto%5D=2026-11-29&filter%5Btz%5D=Asia%2FHo_Chi_Minh',
    );
    linksAdded(script, { hash: '', token: 'Bearer 1|x', dashboardReadable: true });
    expect(dashboardUrls()).toHaveLength(1);
    // Not for an admin who may not read them, nor on another page.
    linksAdded(script, { hash: '#/home', token: 'Bearer 1|x', dashboardReadable: false });
    expect(dashboardUrls()).toEqual([]);
    linksAdded(script, { hash: '#/other', token: 'Bearer 1|x', dashboardReadable: true });
    expect(dashboardUrls()).toEqual([]);
  });

  it('asks for the figures with the session’s reads where Temporal names the time zone, with no date format made but the amounts’ number format', async () => {
    const { script } = await built(true);
    linksAdded(script, {
      hash: '#/home',
      token: 'Bearer 1|x',
      dashboardReadable: true,
      temporalZone: 'Asia/Jakarta',
      now: new Date(2026, 10, 29, 12),
    });
    // The figures with the session's reads; the number format made after the first frame, to load the
    // browser's international data before the app's first render.
    expect(scheduled).toEqual(['task', 'read', 'read', 'read', 'frame', 'task', 'number format en-US']);
    expect(timeZoneReads).toBe(0);
    expect(fetched.map((read) => read.url).at(-1)).toBe(
      '/api/dashboard?filter%5Bfrom%5D=2026-10-31&filter%5Bto%5D=2026-11-29&filter%5Btz%5D=Asia%2FJakarta',
    );
  });

  it('stops the build when a root is not in the graph', async () => {
    sets.push({ roots: ['src/missing.ts'] });
    try {
      await expect(built()).rejects.toThrow(/no chunk holds src\/missing.ts/);
    } finally {
      sets.pop();
    }
  });
});
