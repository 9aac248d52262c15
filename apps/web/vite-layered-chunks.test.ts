import type { Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFixture } from './vite-fixture-build.ts';
import { layeredChunks, type ChunkLayer } from './vite-layered-chunks.ts';

let remove = () => undefined as void;
afterEach(() => remove());

// Each module reads the page, so the bundler cannot fold it into a constant.
const fixture = {
  'index.html': '<!doctype html><script type="module" src="/src/main.ts"></script>',
  'src/main.ts': `import { http } from './http.ts';
    console.log(http);
    void import('./shell.ts').then((m) => console.log(m.shell));
    void import('./screen.ts').then((m) => console.log(m.screen));
    void import('./other-screen.ts').then((m) => console.log(m.other));`,
  'src/http.ts': `import { texts } from './texts.ts'; export const http = texts + document.title;`,
  'src/texts.ts': `export const texts = document.title + 'texts';`,
  'src/shell.ts': `import { http } from './http.ts'; import { menu } from './menu.ts';
    export const shell = http + menu;`,
  'src/menu.ts': `import { texts } from './texts.ts'; export const menu = texts + document.title;`,
  'src/screen.ts': `import { texts } from './texts.ts'; import { grid } from './grid.ts';
    export const screen = texts + grid;`,
  'src/other-screen.ts': `import { grid } from './grid.ts'; export const other = grid + document.title;`,
  'src/grid.ts': `export const grid = document.title + 'grid';`,
};

async function chunksOf(layers: ChunkLayer[]) {
  const built = await buildFixture(fixture, [layeredChunks(layers)]);
  remove = built.remove;
  return built.output
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
    .map((chunk) => ({
      name: chunk.name,
      modules: Object.keys(chunk.modules)
        .map((id) => id.split('/').pop()!)
        .filter((file) => file.endsWith('.ts'))
        .sort(),
    }));
}

const boot: ChunkLayer = { name: 'boot', roots: ['src/main.ts'], entry: true };
const shell: ChunkLayer = { name: 'shell', roots: ['src/shell.ts'] };

describe('layered chunks', () => {
  it('put what the entry imports statically, at any depth, in the boot, and the entry alone', async () => {
    const chunks = await chunksOf([boot]);
    expect(chunks.find((chunk) => chunk.name === 'boot')?.modules).toEqual(['http.ts', 'texts.ts']);
    expect(chunks.find((chunk) => chunk.modules.includes('main.ts'))?.modules).toEqual(['main.ts']);
    // The screens keep the bundler's own splitting: the grid they share is a chunk of its own.
    expect(chunks.find((chunk) => chunk.modules.includes('grid.ts'))?.modules).toEqual(['grid.ts']);
    expect(chunks.find((chunk) => chunk.modules.includes('screen.ts'))?.modules).toEqual(['screen.ts']);
  });

  it('leave out of a layer what its filter leaves out, still taking along what that imports', async () => {
    // The screen's shared pieces in a layer, the screen's own code not: another screen using the grid
    // then loads none of it.
    const pieces: ChunkLayer = {
      name: 'pieces',
      roots: ['src/screen.ts'],
      holds: (id) => !id.endsWith('screen.ts'),
    };
    const chunks = await chunksOf([boot, shell, pieces]);
    expect(chunks.find((chunk) => chunk.name === 'pieces')?.modules).toEqual(['grid.ts']);
    expect(chunks.find((chunk) => chunk.modules.includes('screen.ts'))?.modules).toEqual(['screen.ts']);
  });

  it('put a lazily loaded root and its static imports in the next layer, leaving to the boot what it holds', async () => {
    const chunks = await chunksOf([boot, shell]);
    expect(chunks.find((chunk) => chunk.name === 'boot')?.modules).toEqual(['http.ts', 'texts.ts']);
    expect(chunks.find((chunk) => chunk.name === 'shell')?.modules).toEqual(['menu.ts', 'shell.ts']);
    expect(chunks.find((chunk) => chunk.modules.includes('grid.ts'))?.modules).toEqual(['grid.ts']);
  });

  it('hold along with the boot a lazily loaded module every page loads at once, with what it imports', async () => {
    const chunks = await chunksOf([{ ...boot, along: ['src/shell.ts'] }]);
    expect(chunks.find((chunk) => chunk.name === 'boot')?.modules).toEqual([
      'http.ts',
      'menu.ts',
      'shell.ts',
      'texts.ts',
    ]);
    expect(chunks.find((chunk) => chunk.modules.includes('main.ts'))?.modules).toEqual(['main.ts']);
    expect(chunks.find((chunk) => chunk.modules.includes('screen.ts'))?.modules).toEqual(['screen.ts']);
  });

  it('stop the build when a root is not in the graph', async () => {
    await expect(chunksOf([{ ...shell, roots: ['src/missing.ts'] }])).rejects.toThrow(
      /no module ends with src\/missing.ts/,
    );
  });
});
