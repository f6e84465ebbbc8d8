/**
 * What every e2e spec imports instead of '@playwright/test':
 *
 *   import { expect, test } from './fixtures.ts';
 *
 * - Each Playwright worker starts its OWN server: tests/e2e/launch-server.ts (the real edge on Deno with
 *   PGlite in a fresh DATA_DIR, plus the SMTP and OpenID stand-ins) on port `E2E_PORT + worker index`
 *   (E2E_PORT defaults to 8799). `baseURL`, `page`, `request` and the helpers in support.ts (waitForMail,
 *   setProviderAccount…) all talk to the worker's own server, so spec files run in parallel without
 *   sharing a database, a mailbox or an OpenID account.
 * - `user`: a person signed up and signed in through the real HTTP API in the test's browser context
 *   (code request → the code read from the mail the SMTP stand-in received → verify → session cookie).
 *   Ask for it in a test that only needs someone signed in:
 *
 *     test('…', async ({ page, user }) => { await page.goto('/dashboard'); … user.email … });
 *
 *   The sign-in journey through the screens stays covered by auth.spec.ts.
 * - `payments` (a worker option, default 'test-mode'): which checkout the worker's server sells through.
 *   'test-mode' is the embedded test-mode checkout (/dev/checkout/…, and `buyCreditsViaApi` in
 *   support.ts). 'stripe' configures the server for Stripe Checkout against the loopback Stripe stand-in
 *   (tests/standins/stripe.ts, started by launch-server.ts: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET,
 *   STRIPE_API_BASE, webhooks signed to <server>/api/billing/webhook); the test-mode page then answers
 *   404, so `buyCreditsViaApi` does not apply. A spec file opts in with
 *
 *     test.use({ payments: 'stripe' });
 *     test.describe.configure({ mode: 'default' });
 *
 *   Playwright runs such a file in a worker of its own (a worker option changes the worker), with its
 *   own server; `server.standins.stripeUrl` is the stand-in's address (its hosted page is
 *   `<stripeUrl>/c/pay/<session id>`). The second line keeps the file's tests in that one worker, in
 *   order: spread over every worker (the config's fullyParallel), each worker would stop its server and
 *   start one for the option, and again for the next, about 5 s of CPU and a test's worth of wall time
 *   each, for files of two to four tests.
 * - `model` (a worker option, default 'offline'): the content model of the worker's server. 'offline' is
 *   the embedded offline demo model; 'openai' is the OpenAI-compatible model against the loopback Chat
 *   Completions stand-in (tests/standins/openai.ts), scripted with `scriptModel` in support.ts. Opt in
 *   with `test.use({ model: 'openai' })`, like `payments`.
 * - `database` (a worker option, default 'pglite'): where the worker's server keeps its data. 'pglite' is
 *   the embedded database in the server's DATA_DIR. 'postgres' creates a fresh database on the local
 *   PostgreSQL server (tests/edge/pg-server.ts: 127.0.0.1:5432, trust auth), runs the server on it
 *   (DATABASE_URL, driver pg) and drops it when the worker ends. The test then shares the server's data
 *   through the `db` fixture (drizzle over node-postgres), and makes what no screen makes yet with the
 *   edge tests' factories, through the product's own services (tests/edge/factories.ts):
 *
 *     test.use({ database: 'postgres' });
 *     test('…', async ({ page, db, user }) => { await createCaption(db, …); await page.goto(…); });
 *
 *   Like `payments`, it must be set at the top of a spec file (a worker option changes the worker).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import { type Database, openDatabase } from '../../edge/db/client.ts';
import { createPgDatabase } from '../edge/pg-server.ts';
import { RESEND_COOLDOWN_SECONDS, type Standins, setStandins, signInViaApi } from './support.ts';

export { expect } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));
const basePort = Number(process.env.E2E_PORT ?? 8799);

/** The resend cooldown launch-server.ts gives the edge, in seconds (support.ts keeps it). */
export { RESEND_COOLDOWN_SECONDS };

type Server = {
  baseURL: string;
  standins: Standins;
  /** The server's PostgreSQL database, on a worker with `database: 'postgres'` only. */
  databaseUrl?: string;
};

/** The checkout a worker's server sells through (see `payments` above). */
export type Payments = 'test-mode' | 'stripe';
/** The content model a worker's server writes with (see `model` above). */
export type Model = 'offline' | 'openai';
/** Where a worker's server keeps its data (see `database` above). */
export type DatabaseKind = 'pglite' | 'postgres';

/** Refuses a port some other process already listens on: its /api/health would pass for ours. */
async function assertPortFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(
        new Error(`e2e: port ${port} is taken; set E2E_PORT to a free range (worker n uses E2E_PORT+n)`),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`e2e: the server exited (${child.exitCode}) before it answered`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`e2e: ${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const test = base.extend<
  { user: { email: string } },
  {
    server: Server;
    payments: Payments;
    model: Model;
    database: DatabaseKind;
    db: Database;
    /** WELCOME_CREDIT_CENTS of the worker's server: none unless a spec tries the welcome credit. */
    welcomeCreditCents: string;
  }
>({
  welcomeCreditCents: ['0', { scope: 'worker', option: true }],
  payments: ['test-mode', { scope: 'worker', option: true }],
  model: ['offline', { scope: 'worker', option: true }],
  database: ['pglite', { scope: 'worker', option: true }],
  server: [
    async ({ payments, model, database, welcomeCreditCents }, use, workerInfo) => {
      const port = basePort + workerInfo.parallelIndex;
      await assertPortFree(port);
      const postgres = database === 'postgres' ? await createPgDatabase() : undefined;
      const dataDir = mkdtempSync(join(tmpdir(), 'plume-e2e-'));
      const child = spawn(process.execPath, ['tests/e2e/launch-server.ts'], {
        cwd: root,
        // The IPC channel lets the server stop itself if this worker dies without tearing down.
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          APP_ENV: 'development',
          RESEND_COOLDOWN_SECONDS: String(RESEND_COOLDOWN_SECONDS),
          E2E_PAYMENTS: payments,
          E2E_MODEL: model,
          WELCOME_CREDIT_CENTS: welcomeCreditCents,
          // Empty counts as unset: a DATABASE_URL in the developer's shell must not become the e2e database.
          DATABASE_URL: postgres?.url ?? '',
          DATABASE_DRIVER: postgres ? 'pg' : '',
        },
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        const baseURL = `http://127.0.0.1:${port}`;
        // As patient as the old shared webServer was: PGlite and migrations start slowly on a busy machine.
        await waitUntilHealthy(`${baseURL}/api/health`, child, 180_000);
        const standinsFile = join(dataDir, 'e2e-standins.json');
        if (!existsSync(standinsFile)) throw new Error('e2e: launch-server wrote no e2e-standins.json');
        const standins = JSON.parse(readFileSync(standinsFile, 'utf8')) as Standins;
        setStandins(standins);
        await use({ baseURL, standins, ...(postgres ? { databaseUrl: postgres.url } : {}) });
      } finally {
        if (child.exitCode === null) child.kill('SIGTERM');
        await exited;
        rmSync(dataDir, { recursive: true, force: true });
        // Only once the server has let go of its connections (drop … with (force) would cut them anyway).
        await postgres?.drop();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  db: [
    async ({ server }, use) => {
      if (!server.databaseUrl) {
        throw new Error(
          "e2e: the db fixture needs the worker's server on PostgreSQL: test.use({ database: 'postgres' })",
        );
      }
      const db = await openDatabase({ driver: 'pg', url: server.databaseUrl, maxConnections: 2 });
      try {
        await use(db);
      } finally {
        await db.close();
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  user: async ({ context }, use) => {
    await use({ email: await signInViaApi(context) });
  },
});
