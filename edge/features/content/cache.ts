import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { loadPublicAnswers, type PublicAnswers } from './answers.ts';
import { readContentVersion } from './version.ts';

/** Runs `task` every `ms` until the returned stop is called; injected so tests tick by hand. */
export interface Ticker {
  every(ms: number, task: () => void): () => void;
}

/** How often an instance looks at the content version: an admin's edit reaches every instance within it. */
export const CONTENT_CHECK_EVERY_MS = 5_000;

/**
 * How the copy stays current:
 * - `poll` (the server): a check every few seconds, so a public read costs no database round trip;
 * - `every-read`: the version is read before each answer, so content written straight into the
 *   database shows at once (createApp's default, for tests that edit content rows themselves).
 */
export type Freshness = { poll: Ticker; everyMs?: number } | 'every-read';

export interface ContentCache {
  /** Loads the copy (before the server listens) and starts polling. */
  start(): Promise<void>;
  /** The current answers, loading them first when nothing is loaded yet. */
  answers(): Promise<PublicAnswers>;
  /** Reloads when the version moved (one cheap query when it did not). */
  refresh(): Promise<void>;
  stop(): void;
}

export function createContentCache({
  db,
  logger,
  freshness,
}: {
  db: Db;
  logger: Logger;
  freshness: Freshness;
}): ContentCache {
  let current: { version: number; answers: PublicAnswers } | undefined;
  let inFlight: Promise<void> | undefined;
  let stopPolling: (() => void) | undefined;

  const reload = async () => {
    // The version is read BEFORE the rows: a change committed in between moves it past what is
    // stored here, so the next check loads again. Reading it after could hide that change forever.
    const version = await readContentVersion(db);
    if (current && current.version === version) return;
    const answers = await loadPublicAnswers(db);
    current = { version, answers };
  };
  // One reload at a time: the checks that arrive meanwhile share it.
  const refresh = () => {
    inFlight ??= reload().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  return {
    async start() {
      await refresh();
      if (freshness !== 'every-read' && !stopPolling) {
        stopPolling = freshness.poll.every(freshness.everyMs ?? CONTENT_CHECK_EVERY_MS, () => {
          // A failed check keeps the copy it has (the database may be restarting); the next one retries.
          refresh().catch((error) => logger.warn('content refresh failed', { error: String(error) }));
        });
      }
    },
    async answers() {
      if (!current || freshness === 'every-read') await refresh();
      if (!current) throw new Error('content not loaded');
      return current.answers;
    },
    refresh,
    stop() {
      stopPolling?.();
      stopPolling = undefined;
    },
  };
}
