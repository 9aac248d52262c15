import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * For the build plugins' tests: writes `files` (paths relative to the project's root) into a new
 * directory and builds it in memory with `plugins` alone. `remove()` deletes the directory.
 */
export async function buildFixture(
  files: Record<string, string>,
  plugins: Plugin[],
): Promise<{ output: Rolldown.RolldownOutput['output']; remove: () => void }> {
  const root = mkdtempSync(join(tmpdir(), 'vite-fixture-'));
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    const result = (await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins,
      build: { write: false, modulePreload: { polyfill: false } },
    })) as Rolldown.RolldownOutput;
    return { output: result.output, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
