import { defineConfig } from 'vitest/config';

// One vitest run, three projects; each project owns its config beside the code it tests.
export default defineConfig({
  test: {
    projects: ['tests/edge/vitest.config.ts', 'app/vitest.config.ts', '.storybook/vitest.config.ts'],
  },
});
