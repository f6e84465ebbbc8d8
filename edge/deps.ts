import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
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

/** Everything outside the process that createApp needs; nothing below main.ts reads the environment. */
export interface Deps {
  config: Config;
  db: Database;
  clock: Clock;
  logger: Logger;
  version: string;
  staticFiles?: StaticFiles;
}

/** Hono environment shared by every route: the request id set by the first middleware. */
export type AppEnv = { Variables: { requestId: string } };
