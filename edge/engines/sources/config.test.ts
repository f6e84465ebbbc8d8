import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

/** Everything else production needs, so each case below shows only the fetcher's problems. */
const PRODUCTION = {
  APP_ENV: 'production',
  APP_URL: 'https://plume.example',
  DATABASE_URL: 'postgres://u:p@127.0.0.1/plume',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  // Receipts name the seller: production requires it.
  SELLER_NAME: 'Plume Labs Ltd',
  SELLER_ADDRESS: '1 High Street, London N1 1AA',
  AI_MODEL: 'offline',
};

const problemsOf = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('outbound fetching configuration', () => {
  it('reads the public AppView over https and names the app in its User-Agent', () => {
    expect(loadConfig(PRODUCTION).sources).toEqual({
      allowLoopback: false,
      blueskyAppViewUrl: 'https://public.api.bsky.app',
      userAgent: 'PlumeBot/1.0 (+https://plume.example)',
    });
  });

  it('refuses to start production with FETCH_ALLOW_LOOPBACK=1, naming the variable', () => {
    const problems = problemsOf({ ...PRODUCTION, FETCH_ALLOW_LOOPBACK: '1' });
    expect(problems.map((p) => p.variable)).toEqual(['FETCH_ALLOW_LOOPBACK']);
    expect(problemsOf({ FETCH_ALLOW_LOOPBACK: 'yes' })[0]?.variable).toBe('FETCH_ALLOW_LOOPBACK');
    expect(loadConfig({ ...PRODUCTION, FETCH_ALLOW_LOOPBACK: '0' }).sources.allowLoopback).toBe(false);
  });

  it('takes an http AppView only on loopback, and only while loopback is allowed', () => {
    const standin = 'http://127.0.0.1:4100/';
    expect(problemsOf({ BLUESKY_APPVIEW_URL: standin })[0]?.variable).toBe('BLUESKY_APPVIEW_URL');
    expect(
      loadConfig({ BLUESKY_APPVIEW_URL: standin, FETCH_ALLOW_LOOPBACK: '1' }).sources.blueskyAppViewUrl,
    ).toBe('http://127.0.0.1:4100');
    expect(
      problemsOf({ BLUESKY_APPVIEW_URL: 'http://appview.example', FETCH_ALLOW_LOOPBACK: '1' })[0]?.variable,
    ).toBe('BLUESKY_APPVIEW_URL');
    expect(problemsOf({ BLUESKY_APPVIEW_URL: 'ftp://x.example' })[0]?.variable).toBe('BLUESKY_APPVIEW_URL');
  });
});
