/**
 * The type of the SPA's `hc` client (app/src/api/client.ts; app may import only edge contracts, so the
 * type is re-exported here): every call the SPA makes is checked against the chained routers' paths,
 * params, queries, bodies and answers. Type-only: nothing of the server is bundled into the SPA.
 */
export type { AppType } from '../app.ts';
