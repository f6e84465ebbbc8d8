import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import type { AdminDeps } from '../../edge/admin.ts';
import { createApp } from '../../edge/app.ts';
import { type Config, loadConfig } from '../../edge/config.ts';
import { type Database, openDatabase } from '../../edge/db/client.ts';
import { migrate } from '../../edge/db/migrate.ts';
import { users, walletLedger } from '../../edge/db/schema/index.ts';
import { seed } from '../../edge/db/seed.ts';
import { type Clock, cryptoRandom, type Random, type StaticFiles } from '../../edge/deps.ts';
import type { BlobStore } from '../../edge/engines/media/blobs/blob-store.ts';
import { createBlobStore } from '../../edge/engines/media/blobs/create-blob-store.ts';
import type { ContentModel } from '../../edge/engines/model/content-model.ts';
import { OfflineModel } from '../../edge/engines/model/offline-model.ts';
import type { SourceReaders } from '../../edge/engines/sources/readers/index.ts';
import type { ContentCache } from '../../edge/features/content/cache.ts';
import type { Mailer, MailMessage } from '../../edge/features/mail/mailer.ts';
import type { PaymentGateway } from '../../edge/features/payments/gateway.ts';
import { TestModeGateway } from '../../edge/features/payments/test-gateway.ts';
import { createLogger, silentLogger } from '../../edge/logger.ts';
import { fixedClock } from './clock.ts';
import { createPgDatabase } from './pg-server.ts';

export { fixedClock } from './clock.ts';
export { createPgDatabase, PG_ADMIN_URL } from './pg-server.ts';

/** The two databases the integration suite runs on (ARCHITECTURE §11). */
export const drivers = ['pglite', 'pg'] as const;
export type TestDriver = (typeof drivers)[number];

export interface TestDatabase {
  db: Database;
  /** Closes the database and drops the server-side one. */
  dispose(): Promise<void>;
  url?: string;
}

/**
 * What `build` makes, once for the enclosing describe block (or file): built before its first test,
 * disposed after its last. The object is filled in by beforeAll, so read it inside hooks and tests only.
 */
export function perSuite<T extends { dispose(): Promise<void> }>(build: () => Promise<T>): T {
  const made = {} as T;
  beforeAll(async () => {
    Object.assign(made, await build());
  });
  afterAll(() => made.dispose());
  return made;
}

/** An empty database for the driver (PGlite in memory, or a fresh PostgreSQL database). */
export async function openTestDatabase(driver: TestDriver, { prepared = true } = {}): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const template = await readFile(inject(prepared ? 'pglitePrepared' : 'pgliteEmpty'));
    const db = await openDatabase({
      driver: 'pglite',
      pgliteDir: 'memory://',
      pgliteTemplate: new Blob([template]),
    });
    return { db, dispose: () => db.close() };
  }
  const server = await createPgDatabase();
  const db = await openDatabase({ driver: 'pg', url: server.url, maxConnections: 4 });
  if (prepared) {
    await migrate(db);
    await seed(db);
  }
  return {
    db,
    url: server.url,
    async dispose() {
      await db.close();
      await server.drop();
    },
  };
}

/** A wallet as the database holds it: the balance column and the sum of the ledger, which must agree. */
export async function walletMoney(db: Database, userId: string) {
  const [u] = await db.select({ b: users.balanceCents }).from(users).where(eq(users.id, userId));
  const [s] = await db
    .select({ sum: sql<string>`coalesce(sum(${walletLedger.amountCents}), 0)` })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  return { balanceCents: u?.b, ledgerSum: Number(s?.sum) };
}

/** Static files read from a folder with node:fs, as main.ts does with Deno.readFile. */
export const folderFiles = (root: string): StaticFiles => ({
  async readFile(relativePath) {
    try {
      return new Uint8Array(await readFile(join(root, relativePath)));
    } catch {
      return null;
    }
  },
});

/**
 * The configuration of a test app: development's defaults, but no welcome credit unless a test asks
 * for one (WELCOME_CREDIT_CENTS), so a new account's wallet starts at zero as the money tests expect.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ DATA_DIR: '/tmp/plume-unused', WELCOME_CREDIT_CENTS: '0', ...env });
}

/** The server secret every test app uses unless it passes its own. */
export const TEST_SECRET = 'test-secret-0123456789abcdef-0123456789abcdef';

/** Every real part production requires (edge/config-testing.ts), for testConfig; nothing is ever reached. */
export { PRODUCTION_ENV, productionWithout } from '../../edge/config-testing.ts';

/** A Mailer that keeps every mail it is given (newest last). */
export function captureMailer(): Mailer & { mails: MailMessage[] } {
  const mails: MailMessage[] = [];
  return {
    mails,
    async send(mail) {
      mails.push(mail);
    },
  };
}

/**
 * What `npm run admin` gets when a test runs a command on its own database: development's configuration,
 * a mailer that keeps what it is given, no log lines and the test-mode checkout, unless `overrides` says.
 */
export function adminDeps(db: Database, clock: Clock, overrides: Partial<AdminDeps> = {}): AdminDeps {
  return {
    db,
    clock,
    config: testConfig(),
    mailer: captureMailer(),
    logger: silentLogger,
    payments: new TestModeGateway(cryptoRandom),
    ...overrides,
  };
}

/**
 * createApp with stand-ins; `logs` collects every log line the app writes and `mails` every mail
 * the app sends (unless a mailer is passed).
 */
export function buildApp(
  db: Database,
  options: {
    staticFiles?: StaticFiles;
    clock?: Clock;
    config?: Config;
    version?: string;
    mailer?: Mailer;
    random?: Random;
    secret?: string;
    fetch?: typeof fetch;
    /** Defaults to the embedded test-mode checkout (as in development). */
    payments?: PaymentGateway;
    /** Defaults to the embedded offline demo model (as in development). */
    model?: ContentModel;
    /** Defaults to the store the configuration names (BLOB_STORE), on `db`, as in production. */
    blobs?: BlobStore;
    /** Defaults to createApp's own, which reads the content version on every public read. */
    content?: ContentCache;
    /** Readers of open networks (none by default: concept runs then use the cache alone). */
    sources?: SourceReaders;
  } = {},
) {
  const logs: string[] = [];
  const logger = createLogger({ level: 'debug', write: (line) => logs.push(line) });
  const captured = captureMailer();
  const clock = options.clock ?? fixedClock();
  const payments = options.payments ?? new TestModeGateway(options.random ?? cryptoRandom, clock);
  const model = options.model ?? new OfflineModel();
  const config = options.config ?? testConfig();
  const random = options.random ?? cryptoRandom;
  const app = createApp({
    config,
    db,
    clock,
    logger,
    version: options.version ?? '0.0.0-test',
    ...(options.staticFiles ? { staticFiles: options.staticFiles } : {}),
    mailer: options.mailer ?? captured,
    payments,
    model,
    blobs: options.blobs ?? createBlobStore(config, { db, clock, logger, random }).store,
    random: options.random ?? cryptoRandom,
    secret: options.secret ?? TEST_SECRET,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.content ? { content: options.content } : {}),
    ...(options.sources ? { sources: options.sources } : {}),
  });
  return { app, logs, logger, mails: captured.mails, payments, model };
}
