/**
 * The server's entry point and the only server file that touches Deno globals (CONVENTIONS):
 * environment → config → deps → Deno.serve. (The operator commands edge/admin-cli.ts and
 * edge/db/migrate-cli.ts are entry points of their own and read Deno.env the same way.)
 * Run with `npm start` (builds the SPA first) or `npm run serve`.
 */
import pkg from '../package.json' with { type: 'json' };
import { createApp } from './app.ts';
import { describeDatabase, prepareDatabase } from './boot.ts';
import { loadConfig } from './config.ts';
import { cryptoRandom, type StaticFiles, systemClock } from './deps.ts';
import { createBlobStore } from './engines/media/blobs/create-blob-store.ts';
import { blobDeletionSweeper } from './engines/media/blobs/deletion-outbox.ts';
import { createContentModel } from './engines/model/create-model.ts';
import { denoNetwork } from './engines/sources/deno-network.ts';
import { createSourceReaders } from './engines/sources/readers/index.ts';
import { createSafeFetch } from './engines/sources/safe-fetch.ts';
import { exitOnError } from './exit-on-error.ts';
import { devSecretPath, serverSecret } from './features/auth/server-secret.ts';
import { createContentCache } from './features/content/cache.ts';
import { createMailer, describeMailer } from './features/mail/create-mailer.ts';
import { outboxSweeper } from './features/mail/outbox.ts';
import { createPaymentGateway, describePayments } from './features/payments/create-gateway.ts';
import { reservationSweeper } from './features/wallet/sweep.ts';
import { SWEEP_CRON_SCHEDULE, SWEEP_EVERY_MS } from './lib/periodic-sweep.ts';
import { createLogger } from './logger.ts';

function fail(error: unknown): never {
  return exitOnError(error, 'Plume could not start: ');
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(Deno.env.toObject());
} catch (error) {
  fail(error);
}

const logger = createLogger({
  level: config.logLevel,
  format: config.logFormat,
  write: (line) => console.log(line),
});

const db = await prepareDatabase(config, logger).catch(fail);

const staticRoot = config.staticDir.replace(/\/+$/, '');
const staticFiles: StaticFiles = {
  async readFile(relativePath) {
    try {
      return await Deno.readFile(`${staticRoot}/${relativePath}`);
    } catch {
      return null; // missing, a directory, or unreadable: the SPA handler decides what to answer
    }
  },
};

// SMTP_URL → SMTP, RESEND_API_KEY → the HTTP e-mail API, neither → the dev mailbox (development only).
const mailer = createMailer(config, logger, { print: (line) => console.log(line) });

// STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET → Stripe Checkout; neither → the test-mode checkout (development only).
const payments = createPaymentGateway(config, cryptoRandom);

// OPENAI_API_KEY or OPENAI_BASE_URL → the OpenAI-compatible model; neither → the offline demo model
// (production only with AI_MODEL=offline).
const model = createContentModel(config, { logger });

// Every outbound read of public posts goes through one fetcher that resolves, checks and connects to
// the same address (edge/engines/sources/safe-fetch.ts); FETCH_ALLOW_LOOPBACK=1 (never in production)
// lets it reach loopback stand-ins.
const sources = createSourceReaders(
  createSafeFetch({
    network: denoNetwork,
    allowLoopback: config.sources.allowLoopback,
    userAgent: config.sources.userAgent,
  }),
  config.sources,
);

// SESSION_SECRET, or (development only) a random secret generated once into ${DATA_DIR}/dev-secret.
const { secret, source: secretSource } = await serverSecret(
  config,
  {
    async readText(path) {
      try {
        return await Deno.readTextFile(path);
      } catch (error) {
        if (error instanceof Deno.errors.NotFound) return null;
        throw error;
      }
    },
    async writeNewText(path, text) {
      await Deno.mkdir(config.dataDir, { recursive: true });
      await Deno.writeTextFile(path, text, { mode: 0o600 });
    },
  },
  cryptoRandom,
).catch(fail);

// The public reads (costs, styles, FAQs, How to use, packages) answer from memory: loaded before the
// server listens, reloaded within seconds of any content change on any instance (the version row).
const content = createContentCache({
  db,
  logger,
  freshness: {
    poll: {
      every(ms, task) {
        const timer = setInterval(task, ms);
        Deno.unrefTimer(timer);
        return () => clearInterval(timer);
      },
    },
  },
});
await content.start().catch(fail);

// BLOB_STORE=s3 → the S3-compatible bucket of S3_*; otherwise the database holds the images too, so
// Deno Deploy + Neon needs nothing more (ARCHITECTURE §4).
const blobs = createBlobStore(config, { db, clock: systemClock, logger, random: cryptoRandom });

const app = createApp({
  config,
  db,
  clock: systemClock,
  logger,
  version: pkg.version,
  staticFiles,
  mailer,
  payments,
  model,
  blobs: blobs.store,
  random: cryptoRandom,
  secret,
  content,
  sources,
});

// Typed by hand: deno.json's "lib" leaves the unstable API types out on purpose.
const deno = Deno as { cron?: (name: string, schedule: string, run: () => Promise<void>) => unknown };
/**
 * Runs a sweep every minute: Deno Deploy runs Deno.cron (registered here, at the top level, before the
 * server starts, as it requires; deno.json enables the API), any other host a timer that does not keep
 * the process alive.
 */
function everyMinute(name: string, sweep: () => Promise<void>) {
  if (config.deployed && typeof deno.cron === 'function') {
    deno.cron(name, SWEEP_CRON_SCHEDULE, sweep);
  } else {
    Deno.unrefTimer(setInterval(() => void sweep(), SWEEP_EVERY_MS));
  }
}

// Expired holds (a generation that crashed or hung) go back every minute. Each sweep is conditional
// per hold, so instances never double-release.
everyMinute('release expired reservations', reservationSweeper({ db, clock: systemClock, logger, config }));
// Receipts and low-balance warnings go right after their event commits; one that failed (a mail
// outage, a crash in between) is retried from the outbox with backoff, the same way.
everyMinute('send the mail outbox', outboxSweeper({ db, clock: systemClock, mailer, logger }));

// Images removed from the database are deleted from the bucket after the commit; one the store
// refused (an outage, a crash in between) is retried from the deletion outbox with backoff.
if (blobs.deletions) {
  everyMinute('delete removed images from the object store', blobDeletionSweeper(blobs.deletions));
}

const server = Deno.serve(
  {
    port: config.port,
    // Deno 2.x no longer compresses on its own (docs/delivery.md). On, it compresses the API's JSON
    // for clients that accept it; built files arrive already compressed (Content-Encoding set, so it
    // leaves them), and answers carrying secrets opt out with no-transform (edgeFrame in edge/http/frame.ts).
    automaticCompression: true,
    onListen: ({ port }) => {
      const mode = config.appEnv === 'development' ? 'development' : 'production';
      console.log(
        `Plume listening on http://localhost:${port} (${mode}; database: ${describeDatabase(config)}; mail: ${describeMailer({ ...config, port })}; secret: ${secretSource === 'SESSION_SECRET' ? 'SESSION_SECRET' : `embedded development secret in ${devSecretPath(config)}`}; support messages: ${config.support.email ? `to ${config.support.email}` : 'stored only (SUPPORT_EMAIL unset)'}; payments: ${describePayments({ ...config, port })}; images: ${blobs.label}; model: ${model.label})`,
      );
    },
  },
  // The socket's peer address feeds the per-IP sign-in limits (edge/features/auth/client-ip.ts).
  (request, info) => app.fetch(request, { remoteAddr: info.remoteAddr.hostname }),
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  await server.shutdown();
  content.stop();
  await db.close();
  Deno.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  try {
    Deno.addSignalListener(signal, () => void shutdown(signal));
  } catch {
    // Some hosts (Deno Deploy) manage the process themselves and do not offer signal listeners.
  }
}
