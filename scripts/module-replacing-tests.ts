// Test files that replace modules (vi.mock), found by reading them. The suites let the other files of a
// worker share its loaded modules (vitest's isolate: false), which saves loading the app again for every
// file; a file that replaces a module needs fresh ones, so it runs isolated. A helper that mocks on its
// files' behalf is named in `helpers`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MOCKS = /\bvi\.(mock|doMock)\(/;

export function moduleReplacingTests(root: string, folders: string[], helpers: string[] = []): string[] {
  const usesHelper = helpers.length
    ? new RegExp(helpers.map((name) => name.replace(/\W/g, '\\$&')).join('|'))
    : null;
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.(ts|tsx|mjs)$/.test(file))
      .map((file) => join(folder, file))
      .filter((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        return MOCKS.test(text) || (usesHelper?.test(text) ?? false);
      }),
  );
}
