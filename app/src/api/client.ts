import type { ErrorResponse } from '../../../edge/contract/errors.ts';
import { storage } from '../storage.ts';
import type { ApiAnswer, ApiBody, ApiPath } from './routes.ts';

/**
 * The one typed fetch wrapper (ARCHITECTURE §10): same-origin `/api`, credentials on every call
 * (SPEC §6), JSON in and out, one error type, and the SPEC §4/§8 401 rule in exactly one place.
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

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestOptions = { body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };

export type ApiClient = {
  request<T>(method: Method, path: `/${string}`, options?: RequestOptions): Promise<T>;
  get<T>(path: `/${string}`, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: `/${string}`, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
};

export type ApiClientDeps = {
  fetch: typeof fetch;
  /** Called once per 401 answer, after which the caller still receives the ApiError. */
  onUnauthorized: () => void;
  baseUrl?: string;
};

function isErrorBody(value: unknown): value is ErrorResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const base = deps.baseUrl ?? '/api';

  async function request<T>(method: Method, path: `/${string}`, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const init: RequestInit = { method, credentials: 'include', headers };
    if (options.signal) init.signal = options.signal;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }

    // A network failure (TypeError) or an abort propagates as is: callers tell it apart from ApiError.
    const response = await deps.fetch(`${base}${path}`, init);
    const body = await readJson(response);

    if (!response.ok) {
      if (response.status === 401) deps.onUnauthorized();
      const message = isErrorBody(body)
        ? body.message
        : `${response.status} ${response.statusText || 'Request failed'}`.trim();
      const details = isErrorBody(body) ? body : undefined;
      const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
      throw new ApiError(response.status, message, details?.code, details?.requestId, {
        serverMessage: details !== undefined,
        ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
      });
    }
    if (body === undefined) throw new SyntaxError(`The server sent a response that is not JSON (${path}).`);
    return body as T;
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
  };
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

/** The client typed by the edge's routes (routes.ts): the path picks the body and the answer. */
export type TypedApi = {
  get<R extends ApiPath<'get'>>(
    path: R,
    options?: Omit<RequestOptions, 'body'>,
  ): Promise<ApiAnswer<'get', R>>;
  post<R extends ApiPath<'post'>>(
    path: R,
    ...args: ApiBody<'post', R> extends undefined
      ? [body?: undefined, options?: Omit<RequestOptions, 'body'>]
      : [body: ApiBody<'post', R>, options?: Omit<RequestOptions, 'body'>]
  ): Promise<ApiAnswer<'post', R>>;
};

/** Binds the untyped client to the route types: the one place the answer's type is asserted. */
export function typedApi(client: ApiClient): TypedApi {
  return {
    get: (path, options) => client.get(path, options),
    post: (path, ...[body, options]) => client.post(path, body, options),
  };
}

export const api: TypedApi = typedApi(
  createApiClient({
    fetch: (input, init) => globalThis.fetch(input, init),
    onUnauthorized: handleUnauthorized,
  }),
);
