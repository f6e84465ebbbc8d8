/**
 * How the build splits the lazy screens' shared code. Left to itself, rolldown gives every set of
 * screens that share some modules a chunk of its own: a first visit of a data screen (concept
 * generation, the library) requested about thirty chunks, most under 1 kB of code, and a phone
 * fetches them a few at a time, a round trip each batch. Small shared chunks are instead copied into
 * the chunks that use them (rolldown's inlining of common chunks): a screen's first visit makes about
 * ten requests, and its first JavaScript is no larger, since each import between chunks costs bytes too.
 *
 * A copied module runs once per copy, so a module that keeps state for the whole tab (a store, a
 * cache, a listener list) must never be copied: it would split into several that do not see each
 * other. Those are listed here, and `chunking.test.ts` fails when a module that keeps state is
 * missing from the list. Third-party code is never copied either (its singletons are not ours to audit).
 */

/** App and ui modules holding state at module level (paths from the repository root). */
export const KEEPS_TAB_STATE = [
  'app/src/api/client.ts',
  'app/src/features/auth/useAuthFlow.ts',
  'app/src/features/wallet/verifyOnce.ts',
  'app/src/lib/deferredDelete.ts',
  'app/src/lib/hiddenItems.ts',
  'app/src/lib/query.ts',
  'app/src/lib/toasts.ts',
  'app/src/session/session.ts',
  'app/src/shell/startupMarkup.ts',
  // The loaded Markdown renderer and the context that hands one down.
  'ui/src/components/Markdown/DeferredMarkdown.tsx',
  // A lazily made word segmenter: a copy would only make a second one, but the rule stays simple.
  'ui/src/lib/words.ts',
] as const;

const normalised = (id: string) => id.replaceAll('\\', '/');

/** Whether a module may be copied into the chunks that use it. */
export function mayCopy(id: string): boolean {
  const path = normalised(id);
  if (path.includes('/node_modules/')) return false;
  return !KEEPS_TAB_STATE.some((kept) => path.endsWith(`/${kept}`));
}

/** Common chunks smaller than this (transformed source, before minifying) are copied into their users. */
export const COPY_BELOW_BYTES = 16_000;
