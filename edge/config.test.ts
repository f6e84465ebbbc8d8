import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { PRODUCTION_ENV, configErrorOf as problemsOf, productionWithout } from './config-testing.ts';

/** Production needs a payment processor; these stand for a configured one. */
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' };

describe('loadConfig', () => {
  it('runs with zero configuration on the embedded defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8787,
      dataDir: './.data',
      appEnv: 'development',
      deployed: false,
      database: { driver: 'pglite' },
      blobs: { store: 'postgres' },
      staticDir: './dist/app',
      logLevel: 'info',
      logFormat: 'json',
      mail: { from: 'Plume <no-reply@plume.local>', resendBaseUrl: 'https://api.resend.com' },
      oidc: {},
      allowedOrigins: [],
      requestBodyTimeoutSeconds: 30,
      auth: {
        codeTtlMinutes: 10,
        codeMaxAttempts: 3,
        resendCooldownSeconds: 60,
        codesPerEmailPerHour: 5,
        codesPerIpPerHour: 20,
        failedVerifyPerIpPerHour: 50,
        failedVerifyPerEmailPerDay: 10,
        lockAfterConsecutiveFailures: 100,
      },
      support: { email: 'support@plume.local', messagesPerHour: 10 },
      limits: { postSavesPerMinute: 60, savedPostsMax: 1000, checkoutsPer10Minutes: 10 },
      charges: { reservationTtlSeconds: 1200 },
      welcomeCreditCents: 50,
      payments: {},
      receipts: {
        sellerName: 'Plume (development seller)',
        sellerAddress: '1 Example Street, 00000 Example City (development address)',
      },
      model: { kind: 'offline', explicit: false },
      sources: {
        allowLoopback: false,
        blueskyAppViewUrl: 'https://public.api.bsky.app',
        userAgent: 'PlumeBot/1.0',
      },
      sourceCache: { freshMs: 6 * 60 * 60 * 1000 },
    });
  });

  it('reads the reservation life and refuses one that is not a whole number of seconds', () => {
    expect(loadConfig({ RESERVATION_TTL_SECONDS: '900' }).charges.reservationTtlSeconds).toBe(900);
    expect(() => loadConfig({ RESERVATION_TTL_SECONDS: '0' })).toThrow(/RESERVATION_TTL_SECONDS/);
    expect(() => loadConfig({ RESERVATION_TTL_SECONDS: '5m' })).toThrow(/RESERVATION_TTL_SECONDS/);
    // With a real model the TTL must outlast 8 model timeouts (10 images drafted 3 at a time, each
    // a draft and a fit call).
    expect(() => loadConfig({ OPENAI_API_KEY: 'k', RESERVATION_TTL_SECONDS: '960' })).toThrow(
      /AI_TIMEOUT_SECONDS: × 8 \(960\) must be shorter than RESERVATION_TTL_SECONDS \(960\)/,
    );
    expect(
      loadConfig({ OPENAI_API_KEY: 'k', RESERVATION_TTL_SECONDS: '961' }).charges.reservationTtlSeconds,
    ).toBe(961);
  });

  it('sends Help Centre messages to the dev mailbox only while the dev mailbox is the transport', () => {
    expect(loadConfig({}).support.email).toBe('support@plume.local');
    expect(loadConfig({ SUPPORT_EMAIL: 'team@plume.example' }).support.email).toBe('team@plume.example');
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).support.email).toBeUndefined();
    expect(loadConfig({ RESEND_API_KEY: 're_x' }).support.email).toBeUndefined();
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.driver).toBe('pglite');
  });

  it('infers the driver from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/plume' }).database.driver).toBe('pg');
    expect(
      loadConfig({ DATABASE_URL: 'postgresql://u:p@ep-x-123.eu-central-1.aws.neon.tech/db' }).database,
    ).toEqual({
      driver: 'neon',
      url: 'postgresql://u:p@ep-x-123.eu-central-1.aws.neon.tech/db',
    });
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://u:p@127.0.0.1/db',
        DATABASE_DRIVER: 'neon',
        NEON_WS_PROXY: '127.0.0.1:9000',
      }).database,
    ).toEqual({ driver: 'neon', url: 'postgres://u:p@127.0.0.1/db', neonWsProxy: '127.0.0.1:9000' });
  });

  it('names every bad variable in one message, without echoing values', () => {
    const error = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://root:hunter2@db/x',
      LOG_LEVEL: 'loud',
      APP_URL: 'ftp://x',
    });
    expect(error.problems.map((p) => p.variable).sort()).toEqual([
      'APP_URL',
      'DATABASE_URL',
      'LOG_LEVEL',
      'PORT',
    ]);
    expect(error.message).toMatch(/^Invalid configuration:\n/);
    expect(error.message).toContain('  PORT: must be a whole number');
    expect(error.message).not.toContain('hunter2');
  });

  it('requires the seller on receipts in production, and labels the development stand-ins', () => {
    const refused = problemsOf(productionWithout('SELLER_NAME', 'SELLER_ADDRESS'));
    expect(refused.problems.map((p) => p.variable)).toEqual(['SELLER_NAME', 'SELLER_ADDRESS']);
    expect(refused.message).toContain('SELLER_NAME: is required in production');
    expect(loadConfig(PRODUCTION_ENV).receipts).toEqual({
      sellerName: 'Plume Labs Ltd',
      sellerAddress: '1 High Street, London N1 1AA',
    });
    expect(loadConfig({}).receipts.sellerName).toMatch(/\(development seller\)$/);
    expect(problemsOf({ SELLER_ADDRESS: 'line one\nline two' }).problems[0]?.variable).toBe('SELLER_ADDRESS');
  });

  it('refuses a port out of range', () => {
    expect(problemsOf({ PORT: '70000' }).message).toContain('PORT');
  });

  it('requires DATABASE_URL in production and on Deno Deploy', () => {
    expect(problemsOf({ APP_ENV: 'production' }).problems[0]?.variable).toBe('DATABASE_URL');
    expect(problemsOf({ DENO_DEPLOYMENT_ID: 'abc123' }).problems[0]?.variable).toBe('DATABASE_URL');
    const deployed = loadConfig({
      ...productionWithout('APP_ENV', 'SMTP_URL'),
      DENO_DEPLOYMENT_ID: 'abc123',
      DATABASE_URL: 'postgres://u:p@h.neon.tech/db',
      RESEND_API_KEY: 're_test_key',
    });
    expect(deployed).toMatchObject({ appEnv: 'production', deployed: true, database: { driver: 'neon' } });
  });

  it('requires APP_URL in production and on Deno Deploy, naming it (links must not follow the Host header)', () => {
    const production = productionWithout('APP_URL');
    const error = problemsOf(production);
    expect(error.problems.map((p) => p.variable)).toEqual(['APP_URL']);
    expect(error.message).toContain('  APP_URL: is required in production');
    expect(error.message).toMatch(/never from the request's Host header/);
    const onDeploy = { ...production, APP_ENV: undefined, DENO_DEPLOYMENT_ID: 'abc123' };
    expect(problemsOf(onDeploy).problems.map((p) => p.variable)).toEqual(['APP_URL']);
    expect(loadConfig({ ...production, APP_URL: 'https://plume.example' }).appUrl).toBe(
      'https://plume.example',
    );
    // Development keeps working without it (the request's own loopback origin stands in).
    expect(loadConfig({}).appUrl).toBeUndefined();
  });

  it('requires a URL for the pg and neon drivers', () => {
    expect(problemsOf({ DATABASE_DRIVER: 'pg' }).problems).toEqual([
      { variable: 'DATABASE_URL', message: 'is required when DATABASE_DRIVER is pg' },
    ]);
    expect(problemsOf({ DATABASE_DRIVER: 'sqlite' }).problems[0]?.variable).toBe('DATABASE_DRIVER');
  });

  it('keeps only the origin of APP_URL', () => {
    expect(loadConfig({ APP_URL: 'https://plume.example/app/' }).appUrl).toBe('https://plume.example');
  });

  it('takes Stripe only as both keys, refuses production without it, and reads STRIPE_API_BASE', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1' }).problems).toEqual([
      {
        variable: 'STRIPE_WEBHOOK_SECRET',
        message: 'is required with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint)',
      },
    ]);
    expect(problemsOf({ STRIPE_WEBHOOK_SECRET: 'whsec_1' }).problems[0]?.variable).toBe('STRIPE_SECRET_KEY');
    expect(
      problemsOf({ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).problems[0],
    ).toEqual({
      variable: 'STRIPE_SECRET_KEY',
      message: 'must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)',
    });
    const refused = problemsOf(productionWithout('STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'));
    expect(refused.problems.map((p) => p.variable)).toEqual(['STRIPE_SECRET_KEY']);
    expect(refused.message).toMatch(/the test-mode checkout is development-only/);
    expect(loadConfig({}).payments).toEqual({});
    expect(loadConfig({ ...STRIPE, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).payments).toEqual({
      stripe: {
        secretKey: 'sk_test_123',
        webhookSecret: 'whsec_123',
        apiBase: { protocol: 'http', host: '127.0.0.1', port: 12111 },
      },
    });
  });
});
