/**
 * The e2e web server: the REAL edge (Deno, PGlite in the run's fresh DATA_DIR, or with DATABASE_URL the
 * fresh PostgreSQL database of the `database` worker option in fixtures.ts) wired to the loopback
 * stand-ins — mail leaves through SMTP (`SMTP_URL` → tests/standins/smtp-server.ts) and Google sign-in
 * goes to a local OpenID provider (`GOOGLE_*` → tests/standins/oidc-provider.ts). Apple stays
 * unconfigured, so its button shows the 'not enabled' notice. Payments go through the embedded
 * test-mode checkout, or with `E2E_PAYMENTS=stripe` (the `payments` worker option in fixtures.ts)
 * through Stripe Checkout against the loopback Stripe stand-in (tests/standins/stripe.ts), whose
 * webhooks reach this server's /api/billing/webhook signed as Stripe signs them. The content model is
 * the embedded offline demo model, or with `E2E_MODEL=openai` (the `model` worker option) the
 * OpenAI-compatible model against the loopback Chat Completions stand-in (tests/standins/openai.ts).
 *
 * Each Playwright worker starts one of these on its own port and DATA_DIR (the `server` fixture in
 * fixtures.ts). The tests reach the stand-ins through a small control server whose address is written
 * to `${DATA_DIR}/e2e-standins.json` before the edge starts (so it exists once /api/health answers):
 *   GET  /mail?to=EMAIL   → the mails the SMTP stand-in received for EMAIL, latest first
 *   POST /oidc/account    → {sub, email, email_verified}: who the provider signs in next
 * and, with E2E_MODEL=openai:
 *   POST /openai/script   → a JSON list of stand-in replies for the next model requests, in order
 *   GET  /openai/requests → what the stand-in received so far: [{ path, model }]
 *   GET  /openai/prompts  → the messages of each request, each as one JSON text
 * Concept runs read related handles from a loopback Bluesky AppView and feed server
 * (tests/standins/sources; `feedsUrl` in the file names the feed server).
 * With E2E_PAYMENTS=stripe the file also names the Stripe stand-in (`stripeUrl`), with E2E_MODEL=openai
 * the model stand-in (`openaiUrl`).
 * Run by Node ≥ 22.18, which strips the types.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type StandinAccount, startOidcStandin } from '../standins/oidc-provider.ts';
import { type Reply, startOpenAIStandin } from '../standins/openai.ts';
import { startSmtpStandin } from '../standins/smtp-server.ts';
import { startBlueskyAppView } from '../standins/sources/bluesky-appview.ts';
import { startFeedServer } from '../standins/sources/feed-server.ts';
import { startStripeStandin } from '../standins/stripe.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.PORT ?? 8799);
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('launch-server: DATA_DIR is not set');
const payments = process.env.E2E_PAYMENTS ?? 'test-mode';
if (payments !== 'test-mode' && payments !== 'stripe') {
  throw new Error(`launch-server: E2E_PAYMENTS must be test-mode or stripe, not ${payments}`);
}
const modelKind = process.env.E2E_MODEL ?? 'offline';
if (modelKind !== 'offline' && modelKind !== 'openai') {
  throw new Error(`launch-server: E2E_MODEL must be offline or openai, not ${modelKind}`);
}

const smtp = await startSmtpStandin();
// Exact redirect URIs, as the real providers check them; the app may be opened under either name.
const callbacks = (provider: string) =>
  ['127.0.0.1', 'localhost'].map((host) => `http://${host}:${port}/api/auth/${provider}/callback`);
const oidc = await startOidcStandin({
  redirectUris: { google: callbacks('google'), apple: callbacks('apple') },
  account: { sub: 'e2e-google-user', email: 'google.person@example.com', email_verified: true },
});

// The server is addressed as 127.0.0.1 by the tests, so Stripe's webhooks go there too.
const stripe =
  payments === 'stripe'
    ? await startStripeStandin({ webhookUrl: `http://127.0.0.1:${port}/api/billing/webhook` })
    : undefined;
const paymentsEnv = stripe
  ? {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.baseUrl,
    }
  : // Empty counts as unset: a Stripe key in the developer's shell must not turn test-mode into Stripe.
    { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_API_BASE: '' };

const openai = modelKind === 'openai' ? await startOpenAIStandin() : undefined;
const modelEnv = openai
  ? {
      OPENAI_BASE_URL: openai.baseUrl,
      OPENAI_API_KEY: 'e2e-standin-key',
      AI_MODEL: 'e2e-standin-model',
      AI_VISION_MODEL: '',
      // A scripted failure fails at once: the model's retries are the edge tests' business.
      AI_MAX_RETRIES: '0',
    }
  : // Empty counts as unset: an OpenAI key in the developer's shell must not turn the offline model real.
    { OPENAI_BASE_URL: '', OPENAI_API_KEY: '', AI_MODEL: '', AI_VISION_MODEL: '' };

// The open networks a concept run reads (ARCHITECTURE §7b): a Bluesky AppView and a feed server on
// loopback, reachable because FETCH_ALLOW_LOOPBACK=1, so no journey ever reads the real internet.
const [appView, feeds] = await Promise.all([startBlueskyAppView(), startFeedServer()]);
const sourcesEnv = { FETCH_ALLOW_LOOPBACK: '1', BLUESKY_APPVIEW_URL: appView.origin };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => resolve(body));
  });

const control = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://control');
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.method === 'GET' && url.pathname === '/mail') {
    return reply(200, smtp.messages(url.searchParams.get('to') ?? undefined));
  }
  if (req.method === 'POST' && url.pathname === '/oidc/account') {
    void readBody(req).then((body) => {
      oidc.setAccount(JSON.parse(body) as StandinAccount);
      reply(200, { ok: true });
    });
    return;
  }
  if (openai && req.method === 'POST' && url.pathname === '/openai/script') {
    void readBody(req).then((body) => {
      openai.script(...(JSON.parse(body) as Reply[]));
      reply(200, { ok: true });
    });
    return;
  }
  if (openai && req.method === 'GET' && url.pathname === '/openai/prompts') {
    // What the model was sent: each request's messages as one text, oldest first.
    return reply(
      200,
      openai.requests.map((r) => JSON.stringify(r.body.messages ?? [])),
    );
  }
  if (openai && req.method === 'GET' && url.pathname === '/openai/requests') {
    return reply(
      200,
      openai.requests.map((r) => ({ path: r.path, model: r.body.model })),
    );
  }
  reply(404, { message: 'not found' });
});
const controlPort = await new Promise<number>((resolve) =>
  control.listen(0, '127.0.0.1', () => resolve((control.address() as AddressInfo).port)),
);

writeFileSync(
  join(dataDir, 'e2e-standins.json'),
  JSON.stringify({
    controlUrl: `http://127.0.0.1:${controlPort}`,
    smtpUrl: smtp.url,
    issuer: oidc.issuer,
    feedsUrl: feeds.origin,
    ...(stripe ? { stripeUrl: stripe.baseUrl } : {}),
    ...(openai ? { openaiUrl: openai.baseUrl } : {}),
  }),
);

const edge = spawn(join(root, 'node_modules/.bin/deno'), ['run', '--allow-all', 'edge/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    SMTP_URL: smtp.url,
    GOOGLE_CLIENT_ID: oidc.google.clientId,
    GOOGLE_CLIENT_SECRET: oidc.google.clientSecret,
    GOOGLE_ISSUER: oidc.issuer,
    ...paymentsEnv,
    ...modelEnv,
    ...sourcesEnv,
    SUPPORT_EMAIL: 'support@plume.test',
    // Every journey runs from 127.0.0.1 and one person signs up and in again within a minute: the
    // per-IP limits and the 60-second resend cooldown are the edge tests' business (tests/edge).
    RESEND_COOLDOWN_SECONDS: process.env.RESEND_COOLDOWN_SECONDS ?? '1',
    CODES_PER_IP_PER_HOUR: '10000',
    FAILED_VERIFY_PER_IP_PER_HOUR: '10000',
  },
});

const edgeExited = new Promise((resolve) => edge.once('exit', resolve));
let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (edge.exitCode === null && edge.signalCode === null) {
    edge.kill('SIGTERM');
    // A graceful shutdown that hangs must not hold the worker's teardown forever.
    setTimeout(() => edge.kill('SIGKILL'), 10_000).unref();
  }
  // Exit only once the edge has let go of its port: a worker with other options (fixtures.ts
  // `payments`) may start the next server on the same port as soon as this process is gone.
  await Promise.allSettled([
    edgeExited,
    smtp.stop(),
    oidc.close(),
    stripe?.stop(),
    openai?.stop(),
    appView.stop(),
    feeds.stop(),
    new Promise((resolve) => control.close(resolve)),
  ]);
  process.exit(code);
}
edge.on('exit', (code) => void stop(code ?? 1));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// Started with an IPC channel by a test worker: stop with it, even if it died without tearing down.
process.on('disconnect', () => void stop(0));
