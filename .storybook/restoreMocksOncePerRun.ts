import { restoreAllMocks } from 'storybook/test';

/**
 * Storybook's own loader (`parameters.test.restoreMocks`, on by default) restores every `fn()` spy
 * before EACH render of a story. But an args update sent while the play function runs (a field a play
 * types into, kept in the args by stories/useArgState.ts or useArgs) makes the preview render the
 * story again through all its loaders, while the play goes on. So the spies were emptied at whatever
 * moment that render reached its loaders: between a click and the play's `expect(spy)…` for it, the
 * assertion failed, the play stopped there (Storybook logs it and still ends the render 'finished'),
 * and the visual test took a picture of a half-played story — a control still focused, with its ring.
 * Only the preview does this: a story test (vitest, a portable story) has no preview to render again.
 *
 * This loader restores the spies once per run of a story instead: the render that mounts it and runs
 * its play function gets a new `abortSignal`, a re-render for an args update keeps its run's signal.
 * preview.tsx turns Storybook's per-render restore off (`test.restoreMocks: false`).
 */
const restored = new WeakSet<AbortSignal>();

// Typed by the one field it reads, so it fits the loaders of any preview's renderer types.
export function restoreMocksOncePerRun({ abortSignal }: { abortSignal: AbortSignal }): void {
  if (restored.has(abortSignal)) return;
  restored.add(abortSignal);
  restoreAllMocks();
}
