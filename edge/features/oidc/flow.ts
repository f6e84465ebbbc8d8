import { decodeJwt } from 'jose';
import * as oauth from 'oauth4webapi';
import type { SignInErrorCode } from '../../contract/sign-in-errors.ts';
import type { Db } from '../../db/client.ts';
import { sha256Hex } from '../auth/crypto.ts';
import type { OidcProviderId } from './config.ts';
import type { OidcProvider } from './providers.ts';
import { consumeState, saveState } from './states.ts';

/**
 * One OpenID Connect client for Google and Apple: authorization-code flow with PKCE (S256),
 * `state` and `nonce` kept server-side, the attempt bound to the browser that started it (a random
 * value in a cookie, hashed with the state: states.ts, binding.ts), and an ID token accepted only
 * when its signature verifies with the provider's JWKS and its `iss`, `aud`, `exp`/`iat` and
 * `nonce` are right.
 */

/**
 * A refusal: its `code` goes to /login?error= (the app shows that code's fixed message), its
 * `detail` to the log only.
 */
export class SignInRefused extends Error {
  constructor(
    readonly code: SignInErrorCode,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'SignInRefused';
  }
}

export const redirectUriFor = (origin: string, id: OidcProviderId) => `${origin}/api/auth/${id}/callback`;

/**
 * Builds the provider's authorization URL and remembers the attempt. `binding` is the fresh random
 * value the caller must set in this browser's sign-in cookie: the callback needs it back.
 */
export async function beginSignIn(
  db: Db,
  provider: OidcProvider,
  options: { now: Date; redirectUri: string; nextPath: string | null },
): Promise<{ url: URL; binding: string }> {
  const as = await provider.metadata().catch((error: unknown) => {
    throw new SignInRefused('unavailable', `discovery failed: ${describe(error)}`);
  });
  if (!as.authorization_endpoint) {
    throw new SignInRefused('unavailable', 'discovery document has no authorization_endpoint');
  }
  const state = oauth.generateRandomState();
  // 32 random bytes, base64url: the same generator as the state, a separate secret (never in a URL).
  const binding = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const codeVerifier = oauth.generateRandomCodeVerifier();
  await saveState(db, options.now, {
    provider: provider.id,
    state,
    binding,
    nonce,
    codeVerifier,
    nextPath: options.nextPath,
  });
  const url = new URL(as.authorization_endpoint);
  url.searchParams.set('client_id', provider.client.client_id);
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  if (provider.responseMode) url.searchParams.set('response_mode', provider.responseMode);
  return { url, binding };
}

export interface VerifiedSignIn {
  claims: oauth.IDToken;
  /** The configured issuer (equal to the token's `iss`): half of the identity key. */
  issuer: string;
  nextPath: string | null;
}

/**
 * Completes a callback: consumes the attempt named by `state` and this browser's `binding` (the
 * sign-in cookie; undefined when the browser sent none), exchanges the code (with the PKCE
 * verifier) and verifies the ID token. Throws SignInRefused on every failure.
 */
export async function finishSignIn(
  db: Db,
  provider: OidcProvider,
  callback: URLSearchParams,
  options: { now: Date; redirectUri: string; binding: string | undefined },
): Promise<VerifiedSignIn> {
  const state = callback.get('state');
  if (!state || state.length > 512) {
    throw new SignInRefused('not_completed', 'callback without state');
  }
  // One answer for the person whatever the cause; the log tells them apart.
  if (!options.binding) {
    // No sign-in cookie: this browser did not start the attempt (a forged or forwarded callback),
    // or the cookie expired with the attempt, or the browser blocked it. Nothing is consumed.
    throw new SignInRefused('not_this_attempt', 'no sign-in cookie (another browser, expired or blocked)');
  }
  const pending = await consumeState(db, options.now, provider.id, { state, binding: options.binding });
  if (!pending) {
    throw new SignInRefused(
      'not_this_attempt',
      'unknown, expired or already used state, or a sign-in cookie from another attempt',
    );
  }

  const as = await provider.metadata().catch((error: unknown) => {
    throw new SignInRefused('unavailable', `discovery failed: ${describe(error)}`);
  });
  const reqOptions = provider.requestOptions();

  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(as, provider.client, callback, state);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError) {
      const cancelled = error.error === 'access_denied' || error.error === 'user_cancelled_authorize';
      throw new SignInRefused(
        cancelled ? 'cancelled' : 'failed',
        `authorization error: ${error.error}${error.error_description ? ` (${error.error_description})` : ''}`,
      );
    }
    throw new SignInRefused('failed', `authorization response refused: ${describe(error)}`);
  }

  try {
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      provider.client,
      await provider.clientAuth(options.now),
      params,
      options.redirectUri,
      pending.codeVerifier,
      reqOptions,
    );
    // The nonce is stored only as a hash: check the token's nonce against it, then let
    // oauth4webapi compare that (now trusted) value along with iss, aud, exp and iat.
    // (An error response has no token: processAuthorizationCodeResponse reports it below.)
    const nonce = await tokenNonce(response);
    if (response.ok && (!nonce || !constantTimeEqual(await sha256Hex(nonce), pending.nonceHash))) {
      throw new SignInRefused('failed', 'ID token nonce does not match the sign-in attempt');
    }
    const result = await oauth.processAuthorizationCodeResponse(as, provider.client, response, {
      expectedNonce: nonce ?? oauth.expectNoNonce,
      requireIdToken: true,
    });
    await oauth.validateApplicationLevelSignature(as, response, reqOptions);
    const claims = oauth.getValidatedIdTokenClaims(result);
    if (!claims) throw new SignInRefused('failed', 'no ID token');
    return { claims, issuer: as.issuer, nextPath: pending.nextPath };
  } catch (error) {
    if (error instanceof SignInRefused) throw error;
    throw new SignInRefused('failed', `token exchange or ID token refused: ${describe(error)}`);
  }
}

/** The `nonce` claim of the ID token in a token response, read without trusting it yet. */
async function tokenNonce(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { id_token?: unknown };
    if (typeof body.id_token !== 'string') return undefined;
    const nonce = decodeJwt(body.id_token).nonce;
    return typeof nonce === 'string' ? nonce : undefined;
  } catch {
    return undefined;
  }
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** An error for the log: the library's message and code, never a token or the provider's body. */
function describe(error: unknown): string {
  if (error instanceof oauth.ResponseBodyError) {
    return `${error.status} ${error.error}${error.error_description ? ` (${error.error_description})` : ''}`;
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return `${error.name}: ${error.message}${typeof code === 'string' ? ` [${code}]` : ''}`;
  }
  return String(error);
}
