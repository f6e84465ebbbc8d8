import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run, three projects; each project owns its config beside the code it tests.
export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (cores - 1, so one worker on a 2-core CI machine), but edge
    // files mostly wait on Deno children, PostgreSQL, sockets and timers: two workers per core keep the
    // cores busy (on two cores the layer took 187 s with 2 workers, 151 s with 4; 6 gained nothing more).
    // A count, not '200%': vitest caps a percentage at the number of cores.
    maxWorkers: availableParallelism() * 2,
    projects: ['tests/edge/vitest.config.ts', 'app/vitest.config.ts', '.storybook/vitest.config.ts'],
  },
});
