import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    // The browser specs' own helpers are plain modules with tests of their own.
    include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.test.mjs', 'vite-*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // One worker per core. Vitest's default leaves a core to its main process, which only hands out
    // files: on a 2-core machine that meant one worker, and half the speed.
    maxWorkers: '100%',
    // Worker threads start and load antd faster than child processes: the suite takes about a fifth less.
    pool: 'threads',
  },
});
