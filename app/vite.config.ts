import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { COPY_BELOW_BYTES, mayCopy } from './chunking.ts';

const appRoot = fileURLToPath(new URL('.', import.meta.url));

// The SPA builds to dist/app; the edge serves it (hashed /assets/* cached long, index.html for every route).
export default defineConfig({
  root: appRoot,
  publicDir: 'public',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: '../dist/app',
    emptyOutDir: true,
    assetsDir: 'assets',
    // No inline scripts or styles may end up in index.html: the edge's CSP forbids inline scripts.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    // The bench reads which chunks each route loads first from the manifest.
    manifest: true,
    rolldownOptions: {
      // The entry exports nothing anyone imports; copying common chunks (below) needs this said.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Everything the entry loads statically in one chunk (and one stylesheet): rolldown would
          // otherwise split it by which lazy screens share it, into chunks that every first visit
          // requests anyway (one more round trip each on a slow phone connection).
          groups: [{ name: 'entry', tags: ['$initial'] }],
          // Small chunks the lazy screens share are copied into each screen's chunk (app/chunking.ts).
          experimentalInlineCommonChunks: { maxSize: COPY_BELOW_BYTES, exclude: (id) => !mayCopy(id) },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8787', changeOrigin: false } },
  },
  preview: { port: 4173, proxy: { '/api': { target: 'http://localhost:8787' } } },
});
