import { type Context, Hono } from 'hono';
import type { ZodError } from 'zod';
import { type SignInErrorCode, signInErrorPath } from '../../contract/sign-in-errors.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { appOrigin } from '../../http/origin.ts';
import { zValidator } from '../../http/validator.ts';
import { clearAddressLock } from '../auth/limits.ts';
import { startSession } from '../auth/session-lifecycle.ts';
import { isEmailVerified, resolveIdentity } from './accounts.ts';
import { setBindingCookie, takeBindingCookie } from './binding.ts';
import type { OidcProviderId } from './config.ts';
import {
  type AuthProvidersResponse,
  PROVIDER_NOT_ENABLED_MESSAGE,
  providerCallback,
  startQuery,
} from './contract.ts';
import { beginSignIn, finishSignIn, redirectUriFor, SignInRefused } from './flow.ts';
import { landingPath } from './next-path.ts';
import { createOidcRegistry, type OidcProvider } from './providers.ts';

/**
 * Google and Apple sign-in (OpenID Connect, code flow with PKCE, state and nonce): providers endpoint, start,
 * and the two callbacks. `start` sets the browser-binding cookie and each callback takes it back
 * (binding.ts); the Apple callback's exemption from the Origin check lives in edge/http/origin.ts
 * (ORIGIN_CHECK_EXEMPT).
 */
export const oidcRoutes = (deps: Deps) => {
  const { db, clock, logger } = deps;
  const registry = createOidcRegistry(deps.config.oidc, {
    clock,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });

  const enabledProvider = (id: OidcProviderId): OidcProvider => {
    const provider = registry.get(id);
    if (!provider) throw new AppError(404, PROVIDER_NOT_ENABLED_MESSAGE, 'provider_not_enabled');
    return provider;
  };

  // Plain Context: the validator hooks below are typed without the app's variables. Only a code
  // travels: the app shows its fixed message (edge/contract/sign-in-errors.ts).
  const toLogin = (c: Context, id: OidcProviderId, code: SignInErrorCode) =>
    c.redirect(signInErrorPath(code, id), 302);

  const refused = (c: Context, id: OidcProviderId, error: unknown) => {
    if (error instanceof SignInRefused) {
      logger.warn('provider sign-in refused', {
        requestId: c.get('requestId'),
        provider: id,
        reason: error.detail,
      });
      return toLogin(c, id, error.code);
    }
    throw error;
  };

  const start = async (c: Context<AppEnv>, id: OidcProviderId, nextPath: string | null) => {
    const provider = enabledProvider(id);
    try {
      const { url, binding } = await beginSignIn(db, provider, {
        now: clock.now(),
        // APP_URL whenever it is set (always in production), never a forged Host header.
        redirectUri: redirectUriFor(appOrigin(c, deps.config), id),
        nextPath,
      });
      setBindingCookie(c, deps.config, provider, binding);
      return c.redirect(url.toString(), 302);
    } catch (error) {
      return refused(c, id, error);
    }
  };

  const callback = async (c: Context<AppEnv>, id: OidcProviderId, params: URLSearchParams) => {
    const provider = registry.get(id);
    if (!provider) return toLogin(c, id, 'not_enabled');
    try {
      const now = clock.now();
      // Read and cleared on every outcome: without the cookie of the browser that started this
      // attempt, finishSignIn refuses before anything is consumed or signed in.
      const binding = takeBindingCookie(c, deps.config, id);
      const signIn = await finishSignIn(db, provider, params, {
        now,
        redirectUri: redirectUriFor(appOrigin(c, deps.config), id),
        binding,
      });
      const { claims } = signIn;
      const outcome = await resolveIdentity(
        db,
        now,
        {
          issuer: signIn.issuer,
          subject: claims.sub,
          ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
          emailVerified: isEmailVerified(claims.email_verified),
        },
        { cents: deps.config.welcomeCreditCents, secret: deps.secret },
      );
      if (!outcome.ok) {
        throw new SignInRefused(outcome.reason, `identity: ${outcome.reason}`);
      }
      // The provider vouched for this account's owner: lift any code sign-in lock on its address.
      await clearAddressLock(db, outcome.email);
      await startSession(deps, c, outcome.userId, { via: provider.label });
      logger.info('provider sign-in', {
        requestId: c.get('requestId'),
        provider: id,
        userId: outcome.userId,
        created: outcome.created,
        linked: outcome.linked,
      });
      return c.redirect(landingPath(signIn.nextPath), 302);
    } catch (error) {
      return refused(c, id, error);
    }
  };

  /**
   * Google's callback query or Apple's form_post body, checked by the contract (providerCallback).
   * A refused one ends like any failed callback: the attempt's cookie cleared, /login with a code.
   */
  const callbackRefused =
    (id: OidcProviderId) => (result: { success: boolean; error?: unknown }, c: Context) => {
      if (result.success) return;
      const provider = registry.get(id);
      if (!provider) return toLogin(c, id, 'not_enabled');
      takeBindingCookie(c, deps.config, id);
      const issues = (result.error as ZodError).issues;
      const fields = [...new Set(issues.map((i) => i.path.map(String).join('.')))];
      return refused(
        c,
        id,
        new SignInRefused('not_completed', `callback parameters refused: ${fields.join(', ')}`),
      );
    };
  const startParams = zValidator('query', startQuery);

  return new Hono<AppEnv>()
    .get('/auth/providers', (c) =>
      c.json({
        success: true,
        providers: { google: registry.enabled('google'), apple: registry.enabled('apple') },
      } satisfies AuthProvidersResponse),
    )
    .get('/auth/google/start', startParams, (c) => start(c, 'google', c.req.valid('query').next))
    .get('/auth/apple/start', startParams, (c) => start(c, 'apple', c.req.valid('query').next))
    .get('/auth/google/callback', zValidator('query', providerCallback, callbackRefused('google')), (c) =>
      callback(c, 'google', new URLSearchParams(c.req.valid('query'))),
    )
    .post('/auth/apple/callback', zValidator('form', providerCallback, callbackRefused('apple')), (c) =>
      callback(c, 'apple', new URLSearchParams(c.req.valid('form'))),
    );
};
