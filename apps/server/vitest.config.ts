import { defineConfig } from 'vitest/config';

// The integration suite runs on the embedded database always, and on PostgreSQL when TEST_DATABASE_URL is set.
// Tests of the embedded database's own files (test/embedded) run on it alone.
const project = (name: 'pglite' | 'postgres', exclude: string[] = []) => ({
  extends: true as const,
  test: { name, include: ['test/**/*.test.ts'], exclude, env: { TEST_DB: name, RESPONSE_CROSS_CHECK: '1' } },
});

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One worker per core (Vitest's default leaves one to its main process, which only hands out files).
    maxWorkers: '100%',
    // Worker threads start faster than child processes: the suite takes about an eighth less.
    pool: 'threads',
    projects: [
      project('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [project('postgres', ['test/embedded/**'])] : []),
    ],
  },
});
