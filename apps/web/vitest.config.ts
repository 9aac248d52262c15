import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { moduleReplacingTests } from '../../scripts/module-replacing-tests.ts';
import { antdStaticStyles } from './vite-antd-static-styles.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// src/test/fake-dictionaries.ts mocks the dictionary API for the files that import it.
const REPLACING = moduleReplacingTests(root, ['src', 'e2e'], ['fake-dictionaries']);

const shared = {
  environment: 'happy-dom' as const,
  setupFiles: ['src/test/setup.ts'],
  restoreMocks: true,
};

export default defineConfig({
  // The shell imports antd's build-time styles; here the module is empty and antd makes them as it renders.
  plugins: [react(), antdStaticStyles()],
  test: {
    // One worker per core. Vitest's default leaves a core to its main process, which only hands out
    // files: on a 2-core machine that meant one worker, and half the speed.
    maxWorkers: '100%',
    // Worker threads start and load antd faster than child processes: the suite takes about a fifth less.
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'web',
          // The browser specs' own helpers are plain modules with tests of their own.
          include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.test.mjs', 'vite-*.test.ts'],
          exclude: REPLACING,
          // A worker's files share its loaded modules (antd, the app): loading them once per worker, not
          // once per file, takes the suite from over three minutes to about one and a half.
          isolate: false,
        },
      },
      { extends: true, test: { ...shared, name: 'web (mocks)', include: REPLACING, isolate: true } },
    ],
  },
});
