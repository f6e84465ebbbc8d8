/**
 * The typed API for `hc<AppType>()` in app/ (app may import only edge contracts, so the type is
 * re-exported here). Type-only: nothing of the server is bundled into the SPA.
 */
export type { AppType } from '../app.ts';
