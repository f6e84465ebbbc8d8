import { Hono } from 'hono';
import type { AppEnv, Deps } from './deps.ts';
import { apiNotFound, onError } from './errors.ts';
import { guideRoutes } from './features/guide/routes.ts';
import { helpRoutes } from './features/help/routes.ts';
import { postsRoutes } from './features/posts/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { systemRoutes } from './features/system/routes.ts';
import { walletRoutes } from './features/wallet/routes.ts';
import { accessLog, noStore, requestIds, securityHeaders } from './middleware.ts';
import { serveSpa } from './static.ts';

/**
 * The API under /api, chained feature by feature so `AppType` carries every path and payload
 * (SPEC §7 paths). A feature router declares its own paths relative to /api.
 */
const api = (deps: Deps) =>
  new Hono<AppEnv>()
    .basePath('/api')
    .route('/', systemRoutes(deps))
    .route('/', walletRoutes(deps))
    .route('/', postsRoutes(deps))
    .route('/', helpRoutes(deps))
    .route('/', guideRoutes(deps))
    .route('/', profileRoutes(deps));

export type AppType = ReturnType<typeof api>;

/** Builds the whole product (API + SPA) from injected dependencies; main.ts wires the real ones. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use(
    requestIds(),
    accessLog(deps.logger),
    securityHeaders({ hsts: deps.config.appEnv === 'production' }),
  );
  app.use('/api/*', noStore);
  app.use('/api', noStore);
  app.route('/', api(deps));
  app.all('/api', apiNotFound);
  app.all('/api/*', apiNotFound);
  app.get('*', serveSpa(deps.staticFiles));
  app.notFound((c) => c.text('Not found', 404));
  app.onError(onError(deps.logger));
  return app;
}
