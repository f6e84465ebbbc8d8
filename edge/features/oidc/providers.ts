import * as oauth from 'oauth4webapi';
import { PROVIDER_LABELS } from '../../contract/sign-in-errors.ts';
import type { Clock } from '../../deps.ts';
import { appleClientSecret } from './apple-secret.ts';
import { isLoopbackHttp, type OidcConfig, type OidcProviderId } from './config.ts';

/**
 * The provider registry: what each configured provider needs for one OpenID Connect client
 * (oauth4webapi), with discovery and JWKS cached per process. Built from config once per app.
 */
export interface OidcProvider {
  id: OidcProviderId;
  /** Shown in messages: 'Google', 'Apple' (the labels the app's messages use too). */
  label: string;
  issuer: string;
  client: oauth.Client;
  scope: string;
  /** Apple answers by POSTing a form to the callback (`response_mode=form_post`). */
  responseMode?: 'form_post';
  /** Client authentication at the token endpoint (Apple: a fresh ES256 JWT as client_secret). */
  clientAuth(now: Date): Promise<oauth.ClientAuth>;
  /** Options for every request to this provider (custom fetch, http on loopback only, timeout). */
  requestOptions(): ProviderRequestOptions;
  /** Authorization server metadata from `${issuer}/.well-known/openid-configuration` (cached). */
  metadata(): Promise<oauth.AuthorizationServer>;
}

/** Accepted by every oauth4webapi call Plume makes (discovery, token, JWKS). */
export interface ProviderRequestOptions {
  signal: () => AbortSignal;
  [oauth.customFetch]?: typeof fetch;
  [oauth.allowInsecureRequests]?: boolean;
  [oauth.jwksCache]: oauth.JWKSCacheInput;
}

export interface OidcRegistry {
  enabled(id: OidcProviderId): boolean;
  get(id: OidcProviderId): OidcProvider | undefined;
}

const REQUEST_TIMEOUT_MS = 10_000;

export function createOidcRegistry(
  config: OidcConfig,
  deps: { fetch?: typeof fetch; clock: Clock },
): OidcRegistry {
  const providers = new Map<OidcProviderId, OidcProvider>();

  const build = (
    id: OidcProviderId,
    issuer: string,
    clientId: string,
    scope: string,
    clientAuth: (now: Date) => Promise<oauth.ClientAuth>,
    responseMode?: 'form_post',
  ): OidcProvider => {
    const insecure = isLoopbackHttp(issuer);
    const jwks: oauth.JWKSCacheInput = {};
    const requestOptions = (): ProviderRequestOptions => ({
      signal: () => AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...(deps.fetch ? { [oauth.customFetch]: deps.fetch } : {}),
      ...(insecure ? { [oauth.allowInsecureRequests]: true } : {}),
      [oauth.jwksCache]: jwks,
    });
    let metadata: Promise<oauth.AuthorizationServer> | undefined;
    const client: oauth.Client = { client_id: clientId, id_token_signed_response_alg: 'RS256' };
    // The injected clock is the client's clock too (tests move it; ID token iat/exp follow).
    Object.defineProperty(client, oauth.clockSkew, {
      enumerable: true,
      get: () => Math.round((deps.clock.now().getTime() - Date.now()) / 1000),
    });
    return {
      id,
      label: PROVIDER_LABELS[id],
      issuer,
      client,
      scope,
      ...(responseMode ? { responseMode } : {}),
      clientAuth,
      requestOptions,
      metadata() {
        if (!metadata) {
          const url = new URL(issuer);
          metadata = oauth
            .discoveryRequest(url, { algorithm: 'oidc', ...requestOptions() })
            .then((response) => oauth.processDiscoveryResponse(url, response));
          // A provider that was down must be asked again next time, not remembered as failed.
          metadata.catch(() => {
            metadata = undefined;
          });
        }
        return metadata;
      },
    };
  };

  const { google, apple } = config;
  if (google) {
    providers.set(
      'google',
      build('google', google.issuer, google.clientId, 'openid email', async () =>
        oauth.ClientSecretPost(google.clientSecret),
      ),
    );
  }
  if (apple) {
    providers.set(
      'apple',
      build(
        'apple',
        apple.issuer,
        apple.clientId,
        // Apple's scopes are `name email`; `openid` keeps the answer an OpenID Connect one.
        'openid email name',
        async (now) => oauth.ClientSecretPost(await appleClientSecret(apple, now)),
        'form_post',
      ),
    );
  }

  return {
    enabled: (id) => providers.has(id),
    get: (id) => providers.get(id),
  };
}
