import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { configErrorOf, PRODUCTION_ENV } from '../../config-testing.ts';

const PRODUCTION = PRODUCTION_ENV;

const problemsOf = (env: Record<string, string | undefined>) => configErrorOf(env).problems;

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
