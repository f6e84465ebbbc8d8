import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The app's pure logic (storage, API client, guards, how-to selection) and ui's build scripts (the font
// subsets) run in node: no DOM needed.
// Screens are exercised end to end by tests/e2e against the real server.
export default defineProject({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'app',
    environment: 'node',
    include: ['app/**/*.test.ts', 'ui/src/**/*.test.ts'],
  },
});
