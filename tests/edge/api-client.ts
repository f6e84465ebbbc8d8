import { hc } from 'hono/client';
import type { AppType } from '../../edge/contract/api.ts';

/** What a test reads from an answer: the Response, its status, and its body parsed as JSON when it is. */
export type Answer = { res: Response; status: number; body: Record<string, unknown> };

/**
 * Reads an answer the way every HTTP test asserts on it: the body as JSON, else its text. The typed
 * client's response is the app's own Response, so `res` is handed over as one.
 */
export async function read(pending: Promise<{ text(): Promise<string> }> | Response): Promise<Answer> {
  const res = (await pending) as Response;
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { res, status: res.status, body: body as Record<string, unknown> };
}

/** The app as tests hold it: anything that answers a request in-process (Hono's `app.request`). */
type InProcessApp = {
  request(
    input: RequestInfo | URL,
    init?: RequestInit,
    env?: { remoteAddr?: string },
  ): Response | Promise<Response>;
};

/** Who is calling: the session cookie, the client address (the rate limits key on it), other headers. */
export type Caller = { cookie?: string | undefined; ip?: string; headers?: Record<string, string> };

/**
 * The API as the SPA calls it, typed by the edge's chained routes (`AppType`), so a route renamed or
 * removed, or a body or param that no longer fits, fails `npm run typecheck` in every test that
 * calls it. Calls read `api.user.info.$get()`, as in app/src/api/client.ts.
 *
 * It is Hono's `testClient` (`hc` whose fetch is `app.request`), built here instead because
 * `testClient` always speaks to http://localhost, and a harness's origin (APP_URL, else
 * http://localhost:8787) shows in what tests assert: checkout and mail links, the session cookie's
 * Secure choice. Every call carries that origin as `Origin`, as a browser on the app does, so the
 * CSRF Origin check sees the SPA rather than a script.
 */
export function apiClient(app: InProcessApp, origin: string, caller: Caller = {}) {
  const env = caller.ip === undefined ? undefined : { remoteAddr: caller.ip };
  return hc<AppType>(origin, {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => app.request(input, init, env),
    headers: { origin, ...(caller.cookie ? { cookie: caller.cookie } : {}), ...caller.headers },
  }).api;
}

export type ApiClient = ReturnType<typeof apiClient>;

/** The JSON body a typed call takes, as its route declares it: `JsonBody<ApiClient['user']['info']['$put']>`. */
export type JsonBody<Call extends (...args: never[]) => unknown> =
  NonNullable<Parameters<Call>[0]> extends { json: infer Body } ? Body : never;
