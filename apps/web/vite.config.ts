import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compressedCopies } from './vite-compressed-copies.ts';

// Dev only: the API server runs beside Vite; in production it serves dist/ on the same origin.
const apiServer = 'http://127.0.0.1:8080';
const proxiedPaths = ['/api', '/sanctum', '/logout', '/user', '/files', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react(), compressedCopies()],
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(
      proxiedPaths.map((path) => [path, { target: apiServer, changeOrigin: false, ws: path === '/api' }]),
    ),
  },
});
