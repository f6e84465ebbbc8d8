import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { loadSeedContent, seed } from './db/seed.ts';
import { type Clock, systemClock } from './deps.ts';
import { pruneExpiredAuthData } from './features/auth/prune.ts';
import { sweepExpiredReservations } from './features/wallet/charges.ts';
import type { Logger } from './logger.ts';

/** `${DATA_DIR}/pglite`, the embedded database's folder. */
export const pgliteDirOf = (config: Config) => `${config.dataDir.replace(/\/+$/, '')}/pglite`;

/** Where the data lives, for the start-up line; never prints a password. */
export function describeDatabase(config: Config): string {
  if (config.database.driver === 'pglite') return `pglite at ${pgliteDirOf(config).replace(/^\.\//, '')}`;
  const url = new URL(config.database.url ?? '');
  return `${config.database.driver} at ${url.host}${url.pathname}`;
}

/**
 * Open the configured database, apply migrations (under the advisory lock) and seed the content.
 * Shared by main.ts and the db:migrate CLI; content is validated before anything is written.
 * `clock` decides which sign-in rows and reservation holds are past their time (tests inject one).
 */
export async function prepareDatabase(
  config: Config,
  logger: Logger,
  clock: Clock = systemClock,
): Promise<Database> {
  const content = loadSeedContent();
  const db = await openDatabase({
    driver: config.database.driver,
    pgliteDir: pgliteDirOf(config),
    ...(config.database.url ? { url: config.database.url } : {}),
    ...(config.database.neonWsProxy ? { neonWsProxy: config.database.neonWsProxy } : {}),
  });
  try {
    const { applied } = await migrate(db);
    if (applied.length > 0) logger.info('migrations applied', { migrations: applied });
    await seed(db, content);
    // Dead sign-in rows (old limit events, used codes and tokens, ended sessions) go at every start,
    // as well as every few minutes while codes are requested (codes-issue.ts). Never fatal.
    await pruneExpiredAuthData(db, clock.now(), {
      eventRetentionMs: config.auth.resendCooldownSeconds * 1000,
    }).catch((error) => logger.warn('auth prune failed', { error: String(error) }));
    // Holds left pending by a crash (the process died mid-generation) go back once past their deadline.
    await sweepExpiredReservations({ db, clock, logger, config })
      .then(({ released }) => {
        if (released > 0) logger.info('expired reservations released', { released });
      })
      .catch((error) => logger.warn('reservation sweep failed', { error: String(error) }));
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
