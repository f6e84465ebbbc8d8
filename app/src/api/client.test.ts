import { describe, expect, it, vi } from 'vitest';
import { storage } from '../storage.ts';
import { ApiError, call, createApiClient, handleUnauthorized, onUnauthorized, unwrap } from './client.ts';
import { type ExampleApi, exampleApi } from './exampleApi.fixture.ts';

const json = (status: number, body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

/** The SPA's client (typed by AppType) over a fetch that always gives `response`. */
function client(response: Response | Error) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const onUnauthorized = vi.fn();
  return { fetch, onUnauthorized, api: createApiClient({ fetch, onUnauthorized }).api };
}

/** A client for the example API whose requests a real Hono server reads, as the edge would. */
function exampleClient() {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) =>
    exampleApi.request(new Request(new URL(String(input), 'http://plume.test'), init)),
  );
  return { fetch, api: createApiClient<ExampleApi>({ fetch, onUnauthorized: vi.fn() }).api };
}

/** The first request the client made, as the server receives it; fails the test if it made none. */
function firstRequest(fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>) {
  const call = fetch.mock.calls[0];
  if (!call) throw new Error('expected the client to call fetch');
  const [url, init] = call;
  return { url: String(url), init, request: new Request(new URL(String(url), 'http://plume.test'), init) };
}

describe('api client', () => {
  it('calls /api with credentials and Accept JSON, and returns the parsed body', async () => {
    const { api, fetch } = client(json(200, { success: true, faqs: [] }));
    await expect(call(api.faqs.$get())).resolves.toEqual({ success: true, faqs: [] });
    const { url, init, request } = firstRequest(fetch);
    expect(url).toBe('/api/faqs');
    expect(init?.credentials).toBe('include');
    expect(request.method).toBe('GET');
    expect(request.headers.get('accept')).toBe('application/json');
  });

  it('sends a JSON body on POST', async () => {
    const { api, fetch } = client(json(200, { success: true }));
    await call(api.user.support['send-message'].$post({ json: { text: 'hi' } }));
    const { init, request } = firstRequest(fetch);
    expect(request.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(request.headers.get('content-type')).toBe('application/json');
    await expect(request.text()).resolves.toBe('{"text":"hi"}');
  });

  it('passes an abort signal through to fetch', async () => {
    const { api, fetch } = client(json(200, { success: true, faqs: [] }));
    const controller = new AbortController();
    await call(api.faqs.$get(undefined, { init: { signal: controller.signal } }));
    expect(firstRequest(fetch).init?.signal).toBe(controller.signal);
  });

  it('turns a non-OK answer into an ApiError with the server message', async () => {
    const { api, onUnauthorized } = client(
      json(500, { success: false, message: 'Database unavailable', code: 'db_down', requestId: 'r1' }),
    );
    const error = await call(api.faqs.$get()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      message: 'Database unavailable',
      code: 'db_down',
      requestId: 'r1',
      serverMessage: true,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('uses the status line when the error body is not the JSON error model', async () => {
    const { api } = client(
      new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(call(api.faqs.$get())).rejects.toMatchObject({
      status: 502,
      message: '502 Bad Gateway',
      serverMessage: false,
    });
  });

  it('signs out on any 401, once, and still rejects', async () => {
    const { api, onUnauthorized } = client(json(401, { success: false, message: 'Not signed in.' }));
    await expect(call(api.user.info.$get())).rejects.toMatchObject({
      status: 401,
      message: 'Not signed in.',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('applies the 401 rule even when a caller reads the status itself', async () => {
    const { api, onUnauthorized } = client(json(401, { success: false, message: 'Not signed in.' }));
    const response = await api.user.info.$get();
    expect(response.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('lets a network failure through unchanged, so screens can tell it apart', async () => {
    const { api, onUnauthorized } = client(new TypeError('Failed to fetch'));
    const error = await call(api.faqs.$get()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects an OK answer that is not JSON with a non-ApiError', async () => {
    const { api } = client(new Response('<!doctype html>', { status: 200 }));
    const error = await call(api.faqs.$get()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SyntaxError);
  });

  it('unwraps a response already received', async () => {
    const { api } = client(json(200, { success: true, providers: { google: false, apple: true } }));
    const response = await api.auth.providers.$get();
    await expect(unwrap(response)).resolves.toMatchObject({ providers: { apple: true } });
  });
});

describe('every request shape, read by a real Hono server', () => {
  it('sends a query on GET', async () => {
    const { api, fetch } = exampleClient();
    const answer = await call(api.notes.$get({ query: { cursor: 'c_42', limit: '20' } }));
    expect(answer).toEqual({ success: true, cursor: 'c_42', limit: 20 });
    expect(firstRequest(fetch).url).toBe('/api/notes?cursor=c_42&limit=20');
  });

  it('puts a path parameter into the path of a POST', async () => {
    const { api, fetch } = exampleClient();
    const answer = await call(api.notes[':noteId'].pin.$post({ param: { noteId: 'n_7' } }));
    expect(answer).toEqual({ success: true, pinned: 'n_7' });
    const { url, init } = firstRequest(fetch);
    expect(url).toBe('/api/notes/n_7/pin');
    expect(init?.credentials).toBe('include');
  });

  it('sends a param as is, so a caller encodes one that is not URL-safe', async () => {
    const { api, fetch } = exampleClient();
    const answer = await call(
      api.notes[':noteId'].pin.$post({ param: { noteId: encodeURIComponent('a/b c') } }),
    );
    expect(answer.pinned).toBe('a/b c');
    expect(firstRequest(fetch).url).toBe('/api/notes/a%2Fb%20c/pin');
  });

  it('sends PUT with a param and a JSON body', async () => {
    const { api, fetch } = exampleClient();
    const answer = await call(api.notes[':noteId'].$put({ param: { noteId: 'n_7' }, json: { text: 'new' } }));
    expect(answer).toEqual({ success: true, id: 'n_7', text: 'new' });
    const { url, init, request } = firstRequest(fetch);
    expect(url).toBe('/api/notes/n_7');
    expect(request.method).toBe('PUT');
    expect(init?.credentials).toBe('include');
    expect(request.headers.get('content-type')).toBe('application/json');
  });

  it('turns a body the server refuses into an ApiError with its message', async () => {
    const { api } = exampleClient();
    const error = await call(
      api.notes[':noteId'].$put({ param: { noteId: 'n_7' }, json: { text: '' } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400 });
  });

  it('sends DELETE with a param and no body', async () => {
    const { api, fetch } = exampleClient();
    const answer = await call(api.notes[':noteId'].$delete({ param: { noteId: 'n_7' } }));
    expect(answer).toEqual({ success: true, deleted: 'n_7' });
    const { url, init, request } = firstRequest(fetch);
    expect(url).toBe('/api/notes/n_7');
    expect(request.method).toBe('DELETE');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBeUndefined();
  });

  it('sends a form as multipart/form-data', async () => {
    const { api, fetch } = exampleClient();
    const answer = await call(api.newsletter.$post({ form: { email: 'ada@example.com' } }));
    expect(answer).toEqual({ success: true, email: 'ada@example.com' });
    const { init, request } = firstRequest(fetch);
    expect(init?.credentials).toBe('include');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('sends a file in a multipart body', async () => {
    const { api, fetch } = exampleClient();
    const image = new File(['pixels'], 'cat.png', { type: 'image/png' });
    const answer = await call(api.uploads.$post({ form: { caption: 'Our cat', image } }));
    expect(answer).toEqual({
      success: true,
      caption: 'Our cat',
      name: 'cat.png',
      type: 'image/png',
      text: 'pixels',
    });
    const { request } = firstRequest(fetch);
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.get('accept')).toBe('application/json');
  });
});

describe('the 401 rule', () => {
  it('clears every cached key and tells the listeners', () => {
    storage.user.set('ada@example.com');
    storage.visited.set(true);
    storage.costs.set({ 'posts-drafting': 0.3 });
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    handleUnauthorized();
    off();
    expect(storage.user.get()).toBeNull();
    expect(storage.visited.get()).toBeNull();
    expect(storage.costs.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    handleUnauthorized();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('Retry-After', () => {
  it('is read from a 429 in seconds or as a date', async () => {
    const { parseRetryAfter } = await import('./client.ts');
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:01:30 GMT', now)).toBe(90);
  });

  it('travels on the ApiError with whether the server sent the message', async () => {
    const { api } = client(
      json(
        429,
        { success: false, message: 'Slow down.', code: 'rate_limited' },
        { headers: { 'Retry-After': '95' } },
      ),
    );
    const error = (await call(api.user.authenticate.login.$post({ json: { email: 'a@b.co' } })).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.retryAfterSeconds).toBe(95);
    expect(error.serverMessage).toBe(true);
    const bare = client(new Response('oops', { status: 502 }));
    const other = (await call(bare.api.faqs.$get()).catch((e: unknown) => e)) as ApiError;
    expect(other.serverMessage).toBe(false);
    expect(other.retryAfterSeconds).toBeUndefined();
  });
});
