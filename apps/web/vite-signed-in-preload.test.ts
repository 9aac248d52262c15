import { runInNewContext } from 'node:vm';
import type { Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFixture } from './vite-fixture-build.ts';
import { PRELOAD_SCRIPT_NAME, signedInPreload, type PreloadSet } from './vite-signed-in-preload.ts';

let remove = () => undefined as void;
afterEach(() => remove());

// Each module reads the page, so the bundler cannot fold it into a constant.
const fixture = {
  'index.html': '<!doctype html><html><head><script type="module" src="/src/main.ts"></script></head></html>',
  'src/main.ts': `import { http } from './http.ts';
    console.log(http);
    void import('./shell.ts').then((m) => console.log(m.shell));
    void import('./home.ts').then((m) => console.log(m.home));
    void import('./other.ts').then((m) => console.log(m.other));`,
  'src/http.ts': `export const http = document.title + 'http';`,
  'src/shell.ts': `import { http } from './http.ts'; import { menu } from './menu.ts'; import './shell.css';
    export const shell = http + menu;`,
  'src/shell.css': `.shell { color: red }`,
  'src/menu.ts': `export const menu = document.title + 'menu';`,
  'src/home.ts': `import { menu } from './menu.ts'; import { card } from './card.ts'; export const home = menu + card;`,
  'src/other.ts': `import { card } from './card.ts'; export const other = card + document.title;`,
  'src/card.ts': `export const card = document.title + 'card';`,
};

const sets: PreloadSet[] = [{ paths: ['/', '/home'], roots: ['src/home.ts'] }, { roots: ['src/shell.ts'] }];

async function built() {
  const result = await buildFixture(fixture, [
    signedInPreload({ tokenKey: 'accessToken', signInPath: '/login', sets }),
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

/** The links the script adds to a page at `hash`, with `token` stored (or none). */
function linksAdded(script: string, { hash, token }: { hash: string; token: string | null }) {
  const links: { rel: string; as?: string; href: string; crossOrigin?: string }[] = [];
  runInNewContext(script, {
    location: { hash },
    localStorage: { getItem: (key: string) => (key === 'accessToken' ? token : null) },
    document: {
      createElement: () => ({ setAttribute: () => undefined }),
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    },
  });
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
    expect(otherFiles).toHaveLength(3);
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

  it('asks for nothing on the sign-in page or when signed out, nor for what the entry loads itself', async () => {
    const { script, chunkOf } = await built();
    expect(linksAdded(script, { hash: '#/login', token: 'Bearer 1|x' })).toEqual([]);
    expect(linksAdded(script, { hash: '#/home', token: null })).toEqual([]);
    const entryFiles = [chunkOf('src/main.ts'), chunkOf('src/http.ts')].map((file) => `/${file}`);
    const onHome = linksAdded(script, { hash: '#/home', token: 'Bearer 1|x' }).map((link) => link.href);
    for (const file of entryFiles) expect(onHome).not.toContain(file);
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
