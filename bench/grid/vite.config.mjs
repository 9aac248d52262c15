// Builds the two bench pages. The React plugin is installed for apps/web only, so it is resolved from there.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig } from 'vite';

const fromWeb = createRequire(resolve(import.meta.dirname, '../../apps/web/package.json'));
const { default: react } = await import(pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href);

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    target: 'es2022',
    emptyOutDir: true,
    // Size is not what this bench measures.
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
      input: {
        grid: resolve(import.meta.dirname, 'index.html'),
        antd: resolve(import.meta.dirname, 'antd-table.html'),
      },
    },
  },
});
