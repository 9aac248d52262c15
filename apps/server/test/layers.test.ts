import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The layer check of `npm run lint` (.dependency-cruiser.cjs), run on a small tree shaped like the server's,
// so wrong-way imports can be planted without touching the real sources.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
let tree: string;
let output: string;
let status: number | null;

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), 'layers-'));
  const files: Record<string, string> = {
    // Imports that point down.
    'core/errors.ts': "export const NotFound = () => new Error('not found');\n",
    'db/keyset.ts': "import { NotFound } from '../core/errors.ts';\nexport const page = () => NotFound();\n",
    'route-kit/crud-routes.ts': "import { page } from '../db/keyset.ts';\nexport const crud = page;\n",
    'modules/ledger/service.ts': "import { crud } from '../../route-kit/crud-routes.ts';\nexport const post = crud;\n",
    'app/app.ts': "import { post } from '../modules/ledger/service.ts';\nexport const buildApp = post;\n",
    // Planted: imports that point up.
    'core/planted.ts': "import { post } from '../modules/ledger/service.ts';\nexport const up = post;\n",
    'db/planted.ts': "import type { crud } from '../route-kit/crud-routes.ts';\nexport type Up = typeof crud;\n",
    'route-kit/planted.ts': "import { buildApp } from '../app/app.ts';\nexport const up = buildApp;\n",
  };
  for (const [path, text] of Object.entries(files)) {
    const file = join(tree, 'apps/server/src', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const run = spawnSync(process.execPath, [depcruise, '--config', join(root, '.dependency-cruiser.cjs'), 'apps/server/src'], {
    cwd: tree,
    encoding: 'utf8',
  });
  output = `${run.stdout}${run.stderr}`;
  status = run.status;
});

afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe('the layer check', () => {
  it('fails on each import that points up, a type-only one included, and on nothing else', () => {
    const violations = output.split('\n').filter((line) => line.trim().startsWith('error '));
    expect(violations.map((line) => line.trim()).sort()).toEqual([
      'error core-imports-only-below: apps/server/src/core/planted.ts → apps/server/src/modules/ledger/service.ts',
      'error db-imports-only-below: apps/server/src/db/planted.ts → apps/server/src/route-kit/crud-routes.ts',
      'error route-kit-imports-only-below: apps/server/src/route-kit/planted.ts → apps/server/src/app/app.ts',
    ]);
    expect(status).not.toBe(0);
  });
});
