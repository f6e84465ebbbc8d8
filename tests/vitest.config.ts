import { defineConfig } from 'vitest/config';

// One vitest run, three projects; each project owns its config beside the code it tests.
export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (cores - 1, so one worker on a 2-core CI machine), but edge
    // files mostly wait on Deno children, PostgreSQL and sockets: one worker per core keeps both busy.
    maxWorkers: '100%',
    projects: ['tests/edge/vitest.config.ts', 'app/vitest.config.ts', '.storybook/vitest.config.ts'],
  },
});
