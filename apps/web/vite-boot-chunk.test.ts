import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { bootChunk } from './vite-boot-chunk.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

// Each module reads the page, so the bundler cannot fold it into a constant.
const fixture = {
  'index.html': '<!doctype html><script type="module" src="/src/main.ts"></script>',
  'src/main.ts': `import { shell } from './shell.ts';
    console.log(shell);
    void import('./screen.ts').then((m) => console.log(m.screen));
    void import('./other-screen.ts').then((m) => console.log(m.other));`,
  'src/shell.ts': `import { texts } from './texts.ts'; export const shell = texts + document.title;`,
  'src/texts.ts': `export const texts = document.title + 'texts';`,
  'src/screen.ts': `import { texts } from './texts.ts'; import { grid } from './grid.ts';
    export const screen = texts + grid;`,
  'src/other-screen.ts': `import { grid } from './grid.ts'; export const other = grid + document.title;`,
  'src/grid.ts': `export const grid = document.title + 'grid';`,
};

async function chunksOf(plugins: ReturnType<typeof bootChunk>[]) {
  root = mkdtempSync(join(tmpdir(), 'boot-chunk-'));
  mkdirSync(join(root, 'src'));
  for (const [file, text] of Object.entries(fixture)) writeFileSync(join(root, file), text);
  const result = (await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins,
    build: { write: false, modulePreload: { polyfill: false } },
  })) as Rolldown.RolldownOutput;
  return result.output
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
    .map((chunk) => ({
      name: chunk.name,
      modules: Object.keys(chunk.modules)
        .map((id) => id.split('/').pop()!)
        .filter((file) => file.endsWith('.ts'))
        .sort(),
    }));
}

describe('the boot chunk', () => {
  it('holds every module the entry imports statically, at any depth, and nothing reached only lazily', async () => {
    const chunks = await chunksOf([bootChunk('src/main.ts')]);
    expect(chunks.find((chunk) => chunk.name === 'boot')?.modules).toEqual(['shell.ts', 'texts.ts']);
    expect(chunks.find((chunk) => chunk.modules.includes('main.ts'))?.modules).toEqual(['main.ts']);
    // The screens keep the bundler's own splitting: the grid they share is a chunk of its own.
    expect(chunks.find((chunk) => chunk.modules.includes('grid.ts'))?.modules).toEqual(['grid.ts']);
    expect(chunks.find((chunk) => chunk.modules.includes('screen.ts'))?.modules).toEqual(['screen.ts']);
  });

  it('stops the build when the entry it was given is not in the graph', async () => {
    await expect(chunksOf([bootChunk('src/missing.ts')])).rejects.toThrow(
      /no module ends with src\/missing.ts/,
    );
  });
});
