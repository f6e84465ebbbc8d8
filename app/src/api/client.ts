import type { Hono } from 'hono';
import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../../edge/contract/api.ts';
import type { ErrorResponse } from '../../../edge/contract/errors.ts';
import { storage } from '../storage.ts';

/**
 * The one API client (ARCHITECTURE §1, §10): Hono's `hc` typed by the edge's chained routes, so a path
 * the edge does not serve, a wrong param, query or body fails `npm run typecheck`, and the answer is
 * typed from the route's own `c.json(...)`. Type-only imports of the edge: nothing of the server is
 * bundled. Credentials, `Accept` and the SPEC §4/§8 401 rule live in `apiFetch`; `call` turns a non-OK
 * answer into the one `ApiError`.
 *
 *   const { faqs } = await call(api.faqs.$get(undefined, { init: { signal } }));
 */

/** What else a non-OK answer said, besides its status and message. */
export type ApiErrorDetails = {
  /** The body carried a `message` (SPEC §8: "the server's message, else …"). */
  serverMessage?: boolean;
  /** Seconds until a retry may succeed, from a 429's `Retry-After` header. */
  retryAfterSeconds?: number;
};

/** A non-OK answer from the API. `message` is the server's message when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly serverMessage: boolean;
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly requestId?: string,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.serverMessage = details.serverMessage ?? false;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** `Retry-After` is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export type ApiClientDeps = {
  fetch: typeof fetch;
  /** Called once per 401 answer, after which the caller still receives the ApiError. */
  onUnauthorized: () => void;
};

/**
 * The fetch every request goes through: same-origin cookies on every call (SPEC §6), JSON preferred,
 * and the 401 rule here rather than in `call`, so a caller that reads `res.status` itself cannot skip
 * it. A network failure (TypeError) or an abort propagates as is: callers tell it apart from ApiError.
 */
export function apiFetch(deps: ApiClientDeps): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    const response = await deps.fetch(input, { ...init, headers, credentials: 'include' });
    if (response.status === 401) deps.onUnauthorized();
    return response;
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the constraint `hc` itself puts on an app type.
type AnyHono = Hono<any, any, any>;

/**
 * An `hc` client over `apiFetch` for an app type; `AppType` for the SPA (`api` below), a small app of
 * its own in tests. Paths start at the site root, so the SPA's calls read `api.<path under /api>`.
 */
export function createApiClient<App extends AnyHono = AppType>(deps: ApiClientDeps) {
  return hc<App>('/', { fetch: apiFetch(deps) });
}

// Distributes over the status union: `c.json(x)` without a status is typed with every status.
type IfSuccess<Status, Body> = Status extends SuccessStatusCode ? Body : never;

/** What a typed call answers on success: the JSON of its 2xx responses. */
export type ApiAnswer<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? Format extends 'json'
      ? IfSuccess<Status, Body>
      : never
    : never;

type AnyClientResponse = ClientResponse<unknown, number, 'json' | 'text' | 'body' | 'redirect'>;

function isErrorBody(value: unknown): value is ErrorResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

async function readJson(response: { text(): Promise<string> }): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A non-OK answer as the one ApiError: the server's message when the body is the error model. */
function toApiError(response: AnyClientResponse, body: unknown): ApiError {
  const details = isErrorBody(body) ? body : undefined;
  const message = details
    ? details.message
    : `${response.status} ${response.statusText || 'Request failed'}`.trim();
  const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
  return new ApiError(response.status, message, details?.code, details?.requestId, {
    serverMessage: details !== undefined,
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  });
}

/**
 * Reads a typed answer: its JSON when OK, else throws ApiError. An OK answer that is not JSON (a proxy's
 * HTML page) is a SyntaxError, not an ApiError. The one place the answer's type is asserted: `hc`
 * types it from the route, the body is what the route sent.
 */
export async function unwrap<R extends AnyClientResponse>(response: R): Promise<ApiAnswer<R>> {
  const body = await readJson(response);
  if (!response.ok) throw toApiError(response, body);
  if (body === undefined) {
    throw new SyntaxError(`The server sent a response that is not JSON (${response.url || 'no URL'}).`);
  }
  return body as ApiAnswer<R>;
}

/** `unwrap` for a call in flight: `await call(api.faqs.$get())`. */
export async function call<R extends AnyClientResponse>(pending: Promise<R>): Promise<ApiAnswer<R>> {
  return unwrap(await pending);
}

/** Listeners told about a 401, so the shell can send the person to /login from an account screen. */
const unauthorizedListeners = new Set<() => void>();

export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** SPEC §4 "Any 401": every cached key goes, so /login and /dashboard can never bounce. */
export function handleUnauthorized(): void {
  storage.clearSession();
  for (const listener of unauthorizedListeners) listener();
}

/** The SPA's API, rooted at /api: `api.user.info.$get()` is `GET /api/user/info`. */
export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  onUnauthorized: handleUnauthorized,
}).api;
