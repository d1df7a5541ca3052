import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildArtefacts } from './build/build-artefacts.ts';

export default defineConfig({
  plugins: [react(), buildArtefacts({ mapsDir: path.resolve(import.meta.dirname, 'sourcemaps') })],
  html: {
    // The server swaps this for a fresh nonce on every page response (server/src/http/web-app.ts).
    cspNonce: '__CSP_NONCE__',
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Written for reading production stack traces, moved out of dist by buildArtefacts: the
    // served files name no map, and no map is served.
    sourcemap: 'hidden',
    // Which chunks and styles each page's module needs: the server preloads them with the page
    // (server/src/http/page-preloads.ts). Kept in dist/.vite, which is never served.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page runs in one file (rolldown would otherwise split out what
          // lazy pages share with it): one request, and one gzip window instead of twenty.
          groups: [{ name: 'first-load', tags: ['$initial'] }],
          // What lazy pages share is otherwise split into chunks of a few hundred bytes, some
          // thirty requests for a page: chunks under 16 KB are copied into each page that uses
          // them instead (decision 033).
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
        },
      },
    },
  },
});
