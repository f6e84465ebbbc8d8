import { defineConfig, mergeConfig } from 'vite';
import app from './vite.config.ts';

// The Node build of the start-up screens the build prerenders into each route's page
// (app/prerender-shells.ts): the app's own plugins, so class names match the browser build's stylesheet.
export default mergeConfig(
  app,
  defineConfig({
    publicDir: false,
    build: {
      ssr: 'prerender/startup-shells.tsx',
      outDir: '../dist/prerender',
      emptyOutDir: true,
      manifest: false,
      rolldownOptions: { preserveEntrySignatures: 'strict', output: { codeSplitting: false } },
    },
  }),
);
