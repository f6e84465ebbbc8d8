import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Edge: HTTP behaviour through app.request() and a real Deno server, on PGlite and on the
// PostgreSQL server (127.0.0.1:5432), plus the unit tests that sit beside edge code.
export default defineProject({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'edge',
    environment: 'node',
    include: ['tests/edge/**/*.test.ts', 'edge/**/*.test.ts'],
    globalSetup: ['tests/edge/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
