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
    // No test here mocks a module or leans on module state, so a worker loads the edge's module graph
    // (hono, drizzle, zod, the Stripe and OpenAI SDKs) once for all its files instead of once per file:
    // isolating every file cost more than half the suite's CPU time on two cores.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
