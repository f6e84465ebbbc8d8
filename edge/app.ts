import { Hono } from 'hono';
import type { AppDeps, AppEnv, Deps } from './deps.ts';
import { AppError, apiNotFound, onError } from './errors.ts';
import { accountRoutes } from './features/account/routes.ts';
import { activityRoutes } from './features/activity/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { sessionToken } from './features/auth/session-middleware.ts';
import { conceptRoutes } from './features/concepts/routes.ts';
import { createContentCache } from './features/content/cache.ts';
import { dashboardRoutes } from './features/dashboard/routes.ts';
import { guideRoutes } from './features/guide/routes.ts';
import { helpRoutes } from './features/help/routes.ts';
import { libraryRoutes } from './features/library/routes.ts';
import { devMailboxRoutes } from './features/mail/routes.ts';
import { oidcRoutes } from './features/oidc/routes.ts';
import { paymentRoutes, WEBHOOK_PATH } from './features/payments/routes.ts';
import { testCheckoutRoutes } from './features/payments/test-checkout-page.ts';
import { POST_DRAFTING_PATH } from './features/posts/contract.ts';
import { postsRoutes } from './features/posts/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { receiptRoutes } from './features/receipts/routes.ts';
import { sourceRoutes } from './features/sources/routes.ts';
import { supportRoutes } from './features/support/routes.ts';
import { systemRoutes } from './features/system/routes.ts';
import { walletRoutes } from './features/wallet/routes.ts';
import { readBodyWithin } from './http/body-read.ts';
import { edgeFrame } from './http/frame.ts';
import { ORIGIN_CHECK_EXEMPT, originCheck, STATE_CHANGING_METHODS } from './http/origin.ts';
import { serveSpa } from './static.ts';

/**
 * The API under /api, chained feature by feature so `AppType` carries every path and payload
 * (SPEC §7 paths). A feature router declares its own paths relative to /api.
 */
const api = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .basePath('/api')
    .route('/', systemRoutes(deps))
    .route('/', walletRoutes(deps))
    .route('/', paymentRoutes(deps))
    .route('/', receiptRoutes(deps))
    .route('/', postsRoutes(deps))
    .route('/', conceptRoutes(deps))
    .route('/', libraryRoutes(deps))
    .route('/', helpRoutes(deps))
    .route('/', guideRoutes(deps))
    .route('/', profileRoutes(deps))
    .route('/', sourceRoutes(deps))
    .route('/', supportRoutes(deps))
    .route('/', activityRoutes(deps))
    .route('/', accountRoutes(deps))
    .route('/', dashboardRoutes(deps))
    .route('/', authRoutes(deps))
    .route('/', oidcRoutes(deps));

export type AppType = ReturnType<typeof api>;

/** The largest JSON body the API reads (a support message is at most a few kilobytes). */
export const API_BODY_LIMIT_BYTES = 64 * 1024;
const bodyTooLarge = () =>
  new AppError(
    413,
    `The request body is larger than ${API_BODY_LIMIT_BYTES / 1024} kB.`,
    'payload_too_large',
  );

/** Builds the whole product (API + SPA) from injected dependencies; main.ts wires the real ones. */
export function createApp(given: Deps) {
  const deps: AppDeps = {
    ...given,
    content:
      given.content ?? createContentCache({ db: given.db, logger: given.logger, freshness: 'every-read' }),
  };
  const app = new Hono<AppEnv>();
  // Request id, access log, security headers, the API's no-store and no-transform on secrets: one
  // layer for every request (edge/http/frame.ts says why one).
  app.use(edgeFrame({ logger: deps.logger, hsts: deps.config.appEnv === 'production' }));
  // Every API body is small JSON today: refuse a large one before anything parses it (413), and one
  // that has not arrived by the deadline (408). Routes that take uploads (post drafting) and the
  // payment webhook read theirs the same way, with their own, larger limit.
  const apiBodyLimit = readBodyWithin({
    maxBytes: API_BODY_LIMIT_BYTES,
    timeoutMs: deps.config.requestBodyTimeoutSeconds * 1000,
    tooLarge: bodyTooLarge,
  });
  const ownBodyLimit = new Set([WEBHOOK_PATH, POST_DRAFTING_PATH]);
  // Only a request that changes something carries a body the API reads and can be forged cross-site,
  // so reads skip both guards: the body limit, then CSRF (every state-changing API request must come
  // from the app's own origin, ARCHITECTURE §5).
  app.on(
    STATE_CHANGING_METHODS,
    '/api/*',
    (c, next) => (ownBodyLimit.has(c.req.path) ? next() : apiBodyLimit(c, next)),
    originCheck(deps.config, ORIGIN_CHECK_EXEMPT),
  );
  app.route('/', api(deps));
  app.all('/api', apiNotFound);
  app.all('/api/*', apiNotFound);
  // The dev mailbox shows live sign-in codes: mounted in development only, and its guard answers
  // 404 to anyone but this machine. In production /dev/* is a plain 404, not the SPA's index.html.
  // The test-mode checkout takes pretend payments: the same rule.
  if (deps.config.appEnv === 'development') {
    app.route('/', devMailboxRoutes(deps));
    app.route('/', testCheckoutRoutes(deps));
  }
  app.all('/dev/*', (c) => c.text('Not found', 404));
  app.get(
    '*',
    serveSpa(deps.staticFiles, (c) => sessionToken(c) !== undefined),
  );
  app.notFound((c) => c.text('Not found', 404));
  app.onError(onError(deps.logger));
  return app;
}
