/**
 * A local OpenID provider on loopback (oidc-provider 9) standing in for Google and Apple.
 *
 * - issuer `http://127.0.0.1:<port>`, discovery, JWKS (one RS256 key), authorization-code flow with
 *   PKCE required, `response_mode=form_post` allowed (Apple's answer).
 * - client "google": `client_secret_post` with a known secret.
 * - client "apple": Apple's client secret is an ES256 JWT signed with the team's private key. The
 *   stand-in owns that key pair (hand `privateKeyPem` to the app as APPLE_PRIVATE_KEY), verifies
 *   every `client_secret` the apple client posts to /token with the public key (alg ES256, kid, iss =
 *   team id, sub = client id, aud = https://appleid.apple.com, life ≤ 6 months) and only then hands
 *   the request on to oidc-provider with the client's registered secret.
 * - login and consent happen by themselves: /interaction/:uid signs in the current test account
 *   (`setAccount`), whose claims (`email`, `email_verified`) go into the ID token.
 * - tests can tamper with the next ID token (`tamperNextIdToken`): change claims (wrong aud, iss,
 *   nonce…) and re-sign it with the provider's key, or with a foreign key.
 *
 * CLI (for Playwright / manual runs; Node ≥ 22.18 strips the types):
 *   node tests/standins/oidc-provider.ts --port 9123 \
 *     --redirect http://127.0.0.1:8799/api/auth/google/callback \
 *     --redirect http://127.0.0.1:8799/api/auth/apple/callback \
 *     [--email person@example.com] [--sub e2e-user] [--write-env /tmp/oidc.env]
 * prints `OIDC stand-in issuer: http://127.0.0.1:9123` and the server's environment variables.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import {
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import Provider from 'oidc-provider';

export const APPLE_AUDIENCE = 'https://appleid.apple.com';
/** Apple refuses client secrets that live longer than 6 months (15,777,000 s). */
export const APPLE_MAX_SECRET_LIFE_SECONDS = 15_777_000;

export interface StandinAccount {
  sub: string;
  email?: string;
  /** Google sends a boolean; Apple sometimes the strings "true"/"false". */
  email_verified?: boolean | 'true' | 'false';
}

export interface StandinOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Allowed redirect URIs per client (exact match, as the real providers do). */
  redirectUris: { google: string[]; apple: string[] };
  /** The account the automatic login signs in (changeable with setAccount). */
  account?: StandinAccount;
}

export interface OidcStandin {
  issuer: string;
  port: number;
  google: { clientId: string; clientSecret: string };
  apple: {
    clientId: string;
    teamId: string;
    keyId: string;
    /** PKCS#8 PEM of the ES256 key the app signs its client secret with (APPLE_PRIVATE_KEY). */
    privateKeyPem: string;
    publicKey: CryptoKey;
  };
  /** Environment variables that point the Plume server at this stand-in. */
  env: Record<string, string>;
  /** The account the next automatic login signs in. */
  setAccount(account: StandinAccount): void;
  /**
   * Rewrites the next ID token the token endpoint issues: `edit` returns the new claims; the token is
   * re-signed with the provider's key (same kid), or with a foreign key when `foreignKey` is set.
   */
  tamperNextIdToken(edit: (claims: JWTPayload) => JWTPayload, options?: { foreignKey?: boolean }): void;
  /** Client secrets the apple client presented at /token, and whether each verified. */
  appleSecretChecks: { ok: boolean; reason?: string }[];
  close(): Promise<void>;
}

const GOOGLE_CLIENT_ID = 'plume-google-test.apps.googleusercontent.com';
const GOOGLE_CLIENT_SECRET = 'google-test-secret';
const APPLE_CLIENT_ID = 'com.plume.signin.test';
const APPLE_TEAM_ID = 'TEAM123456';
const APPLE_KEY_ID = 'KEY1234567';
/** What oidc-provider is told the apple client's secret is, after the ES256 JWT has been verified. */
const APPLE_REGISTERED_SECRET = 'apple-registered-secret-after-jwt-check';

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startOidcStandin(options: StandinOptions): Promise<OidcStandin> {
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;

  // Provider signing key (RS256 like Google and Apple) and a foreign key for forged tokens.
  const signing = await generateKeyPair('RS256', { extractable: true });
  const signingJwk: JWK = {
    ...(await exportJWK(signing.privateKey)),
    kid: 'standin-rs256',
    alg: 'RS256',
    use: 'sig',
  };
  const foreign = await generateKeyPair('RS256');
  // Apple team key (ES256, P-256), as downloaded from Apple's developer site as a .p8 file.
  const appleKeys = await generateKeyPair('ES256', { extractable: true });
  const applePrivateKeyPem = await exportPKCS8(appleKeys.privateKey);

  const accounts = new Map<string, StandinAccount>();
  let current: StandinAccount = options.account ?? {
    sub: 'standin-user',
    email: 'standin.user@example.com',
    email_verified: true,
  };
  accounts.set(current.sub, current);

  let tamper: { edit: (claims: JWTPayload) => JWTPayload; foreignKey: boolean } | null = null;
  const appleSecretChecks: { ok: boolean; reason?: string }[] = [];

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: GOOGLE_CLIENT_ID,
        client_secret: GOOGLE_CLIENT_SECRET,
        redirect_uris: options.redirectUris.google,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
      {
        client_id: APPLE_CLIENT_ID,
        client_secret: APPLE_REGISTERED_SECRET,
        redirect_uris: options.redirectUris.apple,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: ['plume-oidc-standin-cookie-key'] },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    // Google and Apple put email/email_verified into the ID token itself.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], name: ['name'] },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          const claims: Record<string, unknown> = { sub };
          if (account.email !== undefined) claims.email = account.email;
          if (account.email_verified !== undefined) claims.email_verified = account.email_verified;
          return claims;
        },
      };
    },
    // First-party test clients: consent is implied, so only the (automatic) login interaction runs.
    async loadExistingGrant(ctx: {
      oidc: {
        provider: { Grant: new (init: { clientId: string; accountId: string }) => StandinGrant };
        client: { clientId: string };
        session: { accountId: string };
        params: { scope?: string };
      };
    }) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope(ctx.oidc.params.scope ?? 'openid');
      await grant.save();
      return grant;
    },
  });
  provider.proxy = false;

  // Re-sign the next ID token on request (wrong aud/iss/nonce, foreign key).
  provider.use(async (ctx: { path: string; body: unknown }, next: () => Promise<void>) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !tamper || !body || typeof body.id_token !== 'string') return;
    const { edit, foreignKey } = tamper;
    tamper = null;
    const header = decodeProtectedHeader(body.id_token);
    const claims = edit(decodeJwt(body.id_token));
    body.id_token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: header.kid ?? 'standin-rs256', typ: 'JWT' })
      .sign(foreignKey ? foreign.privateKey : signing.privateKey);
  });

  const callback = provider.callback();

  async function checkAppleSecret(secret: string | null): Promise<string | null> {
    if (!secret) return 'no client_secret';
    try {
      const header = decodeProtectedHeader(secret);
      if (header.kid !== APPLE_KEY_ID) return `kid is ${String(header.kid)}`;
      const { payload } = await jwtVerify(secret, appleKeys.publicKey, {
        algorithms: ['ES256'],
        issuer: APPLE_TEAM_ID,
        subject: APPLE_CLIENT_ID,
        audience: APPLE_AUDIENCE,
        requiredClaims: ['iat', 'exp'],
      });
      if ((payload.exp ?? 0) - (payload.iat ?? 0) > APPLE_MAX_SECRET_LIFE_SECONDS)
        return 'lives over 6 months';
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      accounts.set(current.sub, current);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: current.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    // Consent is implied by loadExistingGrant; anything else is a stand-in bug.
    json(res, 500, { error: `unexpected prompt ${details.prompt.name}` });
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      if (url.pathname.startsWith('/interaction/')) return interaction(req, res);
      if (req.method === 'POST' && url.pathname === '/token') {
        const params = new URLSearchParams(await readBody(req));
        if (params.get('client_id') === APPLE_CLIENT_ID) {
          const problem = await checkAppleSecret(params.get('client_secret'));
          appleSecretChecks.push(problem ? { ok: false, reason: problem } : { ok: true });
          if (problem) {
            return json(res, 401, {
              error: 'invalid_client',
              error_description: `client secret JWT refused: ${problem}`,
            });
          }
          params.set('client_secret', APPLE_REGISTERED_SECRET);
        }
        // oidc-provider reads an already-consumed body from req.body.
        (req as IncomingMessage & { body?: string }).body = params.toString();
      }
      return callback(req, res);
    })().catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { error: 'server_error', error_description: String(error) });
      else res.end();
    });
  });

  const env: Record<string, string> = {
    GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET,
    GOOGLE_ISSUER: issuer,
    APPLE_CLIENT_ID,
    APPLE_TEAM_ID,
    APPLE_KEY_ID,
    APPLE_PRIVATE_KEY: applePrivateKeyPem.trim().replaceAll('\n', '\\n'),
    APPLE_ISSUER: issuer,
  };

  return {
    issuer,
    port,
    google: { clientId: GOOGLE_CLIENT_ID, clientSecret: GOOGLE_CLIENT_SECRET },
    apple: {
      clientId: APPLE_CLIENT_ID,
      teamId: APPLE_TEAM_ID,
      keyId: APPLE_KEY_ID,
      privateKeyPem: applePrivateKeyPem,
      publicKey: appleKeys.publicKey,
    },
    env,
    setAccount(account) {
      current = account;
      accounts.set(account.sub, account);
    },
    tamperNextIdToken(edit, tamperOptions = {}) {
      tamper = { edit, foreignKey: tamperOptions.foreignKey ?? false };
    },
    appleSecretChecks,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface StandinGrant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}

/** `node tests/standins/oidc-provider.ts --port 9123 --redirect <url> …` */
async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      redirect: { type: 'string', multiple: true, default: [] },
      email: { type: 'string', default: 'e2e.google@example.com' },
      sub: { type: 'string', default: 'e2e-user' },
      unverified: { type: 'boolean', default: false },
      'write-env': { type: 'string' },
    },
  });
  const redirects = values.redirect ?? [];
  if (redirects.length === 0) {
    console.error('usage: node tests/standins/oidc-provider.ts --port 9123 --redirect <callback url> [...]');
    process.exit(2);
  }
  // Each client accepts the callbacks meant for it; an unlabelled URL goes to both.
  const apple = redirects.filter((r) => r.includes('/apple/'));
  const google = redirects.filter((r) => !r.includes('/apple/'));
  const standin = await startOidcStandin({
    port: Number(values.port),
    redirectUris: { google: google.length ? google : redirects, apple: apple.length ? apple : redirects },
    account: { sub: values.sub, email: values.email, email_verified: !values.unverified },
  });
  // Single-quoted: the Apple PEM has spaces; `set -a; . file` and dotenv parsers both read this.
  const lines = Object.entries(standin.env).map(([k, v]) => `${k}='${v}'`);
  if (values['write-env']) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(values['write-env'], `${lines.join('\n')}\n`);
  }
  console.log(`OIDC stand-in issuer: ${standin.issuer}`);
  console.log(`signs in: sub=${values.sub} email=${values.email} email_verified=${!values.unverified}`);
  console.log('Server environment:');
  for (const line of lines) console.log(line);
  const stop = () => void standin.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
