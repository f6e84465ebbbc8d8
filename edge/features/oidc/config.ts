import { z } from 'zod';
import { type ConfigProblem, empty, optionalText } from '../../env-rules.ts';

/**
 * Google and Apple sign-in configuration (ARCHITECTURE §5). A provider is enabled only when all of
 * its variables are set; a partial set is a configuration error naming each missing variable.
 * edge/config.ts spreads `oidcEnvShape` into its schema and calls `parseOidcConfig`.
 */

export type OidcProviderId = 'google' | 'apple';
export const OIDC_PROVIDER_IDS: readonly OidcProviderId[] = ['google', 'apple'];

export interface GoogleConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AppleConfig {
  issuer: string;
  clientId: string;
  teamId: string;
  keyId: string;
  /** PKCS#8 PEM of the ES256 key from Apple's developer site (the .p8 file). */
  privateKey: string;
}

export interface OidcConfig {
  google?: GoogleConfig;
  apple?: AppleConfig;
}

export const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';
export const DEFAULT_APPLE_ISSUER = 'https://appleid.apple.com';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** http is allowed only for an issuer on this machine (the local OpenID provider of the tests). */
export function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
}

const issuerUrl = z.preprocess(
  empty,
  z
    .string()
    .trim()
    .refine(
      (v) =>
        URL.canParse(v) &&
        (new URL(v).protocol === 'https:' || isLoopbackHttp(v)) &&
        !new URL(v).search &&
        !new URL(v).hash,
      'must be an https:// issuer URL (http:// only on 127.0.0.1 or localhost)',
    )
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
);

const pem = z.preprocess(
  empty,
  z
    .string()
    .trim()
    // .env files and dashboards often hold the PEM on one line with literal \n escapes.
    .transform((v) => v.replaceAll('\\n', '\n').trim())
    .refine(
      (v) => /^-----BEGIN PRIVATE KEY-----\n[A-Za-z0-9+/=\s]+\n-----END PRIVATE KEY-----$/.test(v),
      'must be the PKCS#8 PEM of the .p8 key from Apple (-----BEGIN PRIVATE KEY----- …), newlines or \\n escapes',
    )
    .optional(),
);

export const oidcEnvShape = {
  GOOGLE_CLIENT_ID: optionalText.meta({
    unset: 'unset → Google sign-in off',
    description:
      'OAuth client id of a Google Cloud "Web application" client; with `GOOGLE_CLIENT_SECRET` it enables Continue with Google (setting only one is a start-up error). Authorized redirect URI: `<APP_URL>/api/auth/google/callback`',
  }),
  GOOGLE_CLIENT_SECRET: optionalText.meta({ description: "that client's secret" }),
  GOOGLE_ISSUER: issuerUrl.meta({
    default: DEFAULT_GOOGLE_ISSUER,
    description:
      'OpenID issuer for Google (discovery at `/.well-known/openid-configuration`); tests point it at the local provider. `http://` only on 127.0.0.1/localhost',
  }),
  APPLE_CLIENT_ID: optionalText.meta({
    unset: 'unset → Apple sign-in off',
    description:
      'the Services ID of Sign in with Apple; with the three below it enables Continue with Apple (a partial set is a start-up error). Return URL: `<APP_URL>/api/auth/apple/callback` (Apple needs HTTPS)',
  }),
  APPLE_TEAM_ID: optionalText.meta({
    description: 'Apple developer team id (`iss` of the client-secret JWT)',
  }),
  APPLE_KEY_ID: optionalText.meta({
    description: 'id of the Sign in with Apple key (`kid` of the client-secret JWT)',
  }),
  APPLE_PRIVATE_KEY: pem.meta({
    description:
      "that key's `.p8` PEM (`-----BEGIN PRIVATE KEY-----…`, newlines or `\\n` escapes); Plume signs a fresh ES256 client secret for every token request",
  }),
  APPLE_ISSUER: issuerUrl.meta({
    default: DEFAULT_APPLE_ISSUER,
    description: 'OpenID issuer for Apple; tests point it at the local provider',
  }),
};

type OidcEnv = { [K in keyof typeof oidcEnvShape]?: string | undefined };

/**
 * Builds the provider settings from parsed variables; pushes one problem per missing variable when a
 * provider is partly configured. The issuer variables alone (they have defaults) enable nothing but
 * still need their provider's other variables.
 */
export function parseOidcConfig(v: OidcEnv, problems: ConfigProblem[]): OidcConfig {
  const result: OidcConfig = {};
  const group = <K extends keyof OidcEnv>(
    provider: string,
    required: K[],
    optional: (keyof OidcEnv)[],
  ): Record<K, string> | undefined => {
    const present = [...required, ...optional].filter((k) => v[k] !== undefined);
    if (present.length === 0) return undefined;
    const missing = required.filter((k) => v[k] === undefined);
    for (const variable of missing) {
      problems.push({
        variable,
        message: `is required to enable ${provider} sign-in (${present.join(', ')} ${present.length === 1 ? 'is' : 'are'} set); set it, or unset the other ${provider} variables`,
      });
    }
    return missing.length === 0
      ? (Object.fromEntries(required.map((k) => [k, v[k]])) as Record<K, string>)
      : undefined;
  };

  const google = group('Google', ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'], ['GOOGLE_ISSUER']);
  if (google) {
    result.google = {
      issuer: v.GOOGLE_ISSUER ?? DEFAULT_GOOGLE_ISSUER,
      clientId: google.GOOGLE_CLIENT_ID,
      clientSecret: google.GOOGLE_CLIENT_SECRET,
    };
  }
  const apple = group(
    'Apple',
    ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'],
    ['APPLE_ISSUER'],
  );
  if (apple) {
    result.apple = {
      issuer: v.APPLE_ISSUER ?? DEFAULT_APPLE_ISSUER,
      clientId: apple.APPLE_CLIENT_ID,
      teamId: apple.APPLE_TEAM_ID,
      keyId: apple.APPLE_KEY_ID,
      privateKey: apple.APPLE_PRIVATE_KEY,
    };
  }
  return result;
}
