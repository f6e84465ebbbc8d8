import { z } from 'zod';
import { type AppEnvironment, type ConfigProblem, empty, withDefault } from '../../env-rules.ts';
import { classifyAddress, classifyHostName } from './address-policy.ts';

/**
 * The variables of outbound fetching (ARCHITECTURE §7b): edge/config.ts spreads `sourcesEnvShape`
 * into its schema and calls `parseSourcesConfig`.
 */

export const DEFAULT_BLUESKY_APPVIEW_URL = 'https://public.api.bsky.app';

export const sourcesEnvShape = {
  FETCH_ALLOW_LOOPBACK: z
    .preprocess(empty, z.enum(['0', '1'], { message: 'must be 0 or 1' }).optional())
    .meta({
      unset: '`0`',
      description:
        '`1` lets the outbound fetcher reach loopback addresses (and plain http to them), for the stand-ins of tests and local development. Production refuses to start with it',
    }),
  BLUESKY_APPVIEW_URL: withDefault(
    DEFAULT_BLUESKY_APPVIEW_URL,
    z
      .string()
      .trim()
      .refine((v) => /^https?:\/\//.test(v) && URL.canParse(v), 'must be an http(s) URL')
      .transform((v) => new URL(v).origin),
  ).meta({
    description:
      "the Bluesky AppView whose public, sign-in-free API is read for related handles' posts; http only to a loopback stand-in with `FETCH_ALLOW_LOOPBACK=1`",
  }),
};

type SourcesEnv = z.output<z.ZodObject<typeof sourcesEnvShape>>;

export interface SourcesConfig {
  /** FETCH_ALLOW_LOOPBACK=1: loopback addresses (and http to them) become reachable; never in production. */
  allowLoopback: boolean;
  /** The AppView origin, without a trailing slash. */
  blueskyAppViewUrl: string;
  /** Says who is asking and where to read about it, so a site's owner can tell the bot apart. */
  userAgent: string;
}

/** True when the URL's host is a loopback name or address (the only place plain http may go). */
export function isLoopbackUrl(url: URL): boolean {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return classifyHostName(host) === 'loopback' || classifyAddress(host) === 'loopback';
}

export function parseSourcesConfig(
  v: SourcesEnv,
  appEnv: AppEnvironment,
  appUrl: string | undefined,
  problems: ConfigProblem[],
): SourcesConfig {
  const allowLoopback = v.FETCH_ALLOW_LOOPBACK === '1';
  // The switch exists for stand-ins on this machine; in production it would let anyone who can name
  // a handle make the server call its own loopback services.
  if (allowLoopback && appEnv === 'production') {
    problems.push({
      variable: 'FETCH_ALLOW_LOOPBACK',
      message: 'cannot be 1 in production: it lets outbound requests reach this machine',
    });
  }
  const appView = new URL(v.BLUESKY_APPVIEW_URL);
  if (appView.protocol === 'http:' && !(allowLoopback && isLoopbackUrl(appView))) {
    problems.push({
      variable: 'BLUESKY_APPVIEW_URL',
      message: 'must be https (http only to a loopback stand-in with FETCH_ALLOW_LOOPBACK=1)',
    });
  }
  return {
    allowLoopback,
    blueskyAppViewUrl: v.BLUESKY_APPVIEW_URL,
    userAgent: `PlumeBot/1.0${appUrl ? ` (+${appUrl})` : ''}`,
  };
}
