import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { moduleReplacingTests } from '../../scripts/module-replacing-tests.ts';

// Files that replace modules (vi.mock) run in workers of their own, with fresh modules; the others share
// their worker's modules from file to file (isolate: false), so the app, the embedded database's engine and
// its freshly migrated copy (test/harness.ts) are loaded once per worker, not once per file.
const MOCKING = moduleReplacingTests(fileURLToPath(new URL('.', import.meta.url)), ['test']);

// The integration suite runs on the embedded database always, and on PostgreSQL when TEST_DATABASE_URL is set.
// Tests of the embedded database's own files (test/embedded) run on it alone.
const projects = (name: 'pglite' | 'postgres', exclude: string[] = []) => {
  const env = { TEST_DB: name, RESPONSE_CROSS_CHECK: '1' };
  return [
    {
      extends: true as const,
      test: { name, include: ['test/**/*.test.ts'], exclude: [...exclude, ...MOCKING], env, isolate: false },
    },
    { extends: true as const, test: { name: `${name} (mocks)`, include: MOCKING, env, isolate: true } },
  ];
};

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One worker per core (Vitest's default leaves one to its main process, which only hands out files).
    maxWorkers: '100%',
    // Worker threads start faster than child processes: the suite takes about an eighth less.
    pool: 'threads',
    projects: [
      ...projects('pglite'),
      ...(process.env.TEST_DATABASE_URL ? projects('postgres', ['test/embedded/**']) : []),
    ],
  },
});
