import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { BlobStore } from './engines/media/blobs/blob-store.ts';
import type { ContentModel } from './engines/model/content-model.ts';
import type { SourceReaders } from './engines/sources/readers/index.ts';
import type { ContentCache } from './features/content/cache.ts';
import type { Mailer } from './features/mail/mailer.ts';
import type { PaymentGateway } from './features/payments/gateway.ts';
import type { Logger } from './logger.ts';

/** Time is injected so tests control it (CONVENTIONS: never sleep in a test). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Reads a file of the built SPA by its path relative to STATIC_DIR (e.g. `assets/index-abc.js`),
 * or null when there is none. main.ts binds it to Deno.readFile; tests use node:fs or a map.
 */
export interface StaticFiles {
  readFile(relativePath: string): Promise<Uint8Array | null>;
}

/** Cryptographically secure random bytes; injected so tests can script codes and tokens. */
export interface Random {
  bytes(n: number): Uint8Array;
}

export const cryptoRandom: Random = { bytes: (n) => crypto.getRandomValues(new Uint8Array(n)) };

/** Everything outside the process that createApp needs; nothing below main.ts reads the environment. */
export interface Deps {
  config: Config;
  db: Database;
  clock: Clock;
  logger: Logger;
  version: string;
  staticFiles?: StaticFiles;
  mailer: Mailer;
  /** Stripe Checkout, or the embedded test-mode checkout in development. */
  payments: PaymentGateway;
  /** The OpenAI-compatible model, or the embedded offline demo model (ARCHITECTURE §7). */
  model: ContentModel;
  /** Uploaded images: the database (databaseBlobStore) unless another store is given. */
  blobs: BlobStore;
  random: Random;
  /** Server secret (SESSION_SECRET, or main.ts's development default) keying codes and tokens. */
  secret: string;
  /** Outgoing HTTP (OpenID providers); tests point it at local stand-ins. */
  fetch?: typeof fetch;
  /**
   * Readers of open networks' public posts (Bluesky, Mastodon, Pinterest, YouTube, websites), all on
   * the one safe fetcher (ARCHITECTURE §7b). A concept run reads its stale handles with them before
   * its reservation (edge/features/sources/run-sources.ts); without them runs use the cache alone.
   */
  sources?: SourceReaders;
  /**
   * The public reads held in memory. main.ts passes one it loaded and polls; without one,
   * createApp makes one that checks the content version on every read.
   */
  content?: ContentCache;
}

/** Deps as the routes see them: createApp has filled in what was optional for it. */
export type AppDeps = Deps & { content: ContentCache };

/**
 * Hono environment shared by every route: the request id set by the first middleware, and the
 * socket's peer address that main.ts passes to app.fetch (tests pass it to app.request).
 */
export type AppEnv = { Bindings: { remoteAddr?: string }; Variables: { requestId: string } };
