import { describe, expect, it, vi } from 'vitest';
import { storage } from '../storage.ts';
import { ApiError, createApiClient, handleUnauthorized, onUnauthorized } from './client.ts';

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

function client(response: Response | Error) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const onUnauthorized = vi.fn();
  return { fetch, onUnauthorized, api: createApiClient({ fetch, onUnauthorized }) };
}

/** The arguments of the first request the client made; fails the test if it made none. */
function firstRequest(fetch: ReturnType<typeof client>['fetch']) {
  const call = fetch.mock.calls[0];
  if (!call) throw new Error('expected the client to call fetch');
  return call;
}

describe('api client', () => {
  it('calls /api with credentials and JSON, and returns the parsed body', async () => {
    const { api, fetch } = client(json(200, { success: true, faqs: [] }));
    await expect(api.get('/faqs')).resolves.toEqual({ success: true, faqs: [] });
    const [url, init] = firstRequest(fetch);
    expect(url).toBe('/api/faqs');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
  });

  it('sends a JSON body on POST', async () => {
    const { api, fetch } = client(json(200, { success: true }));
    await api.post('/user/support/send-message', { text: 'hi' });
    const [, init] = firstRequest(fetch);
    expect(init?.body).toBe('{"text":"hi"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('turns a non-OK answer into an ApiError with the server message', async () => {
    const { api, onUnauthorized } = client(
      json(500, { success: false, message: 'Database unavailable', code: 'db_down', requestId: 'r1' }),
    );
    const error = await api.get('/faqs').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      message: 'Database unavailable',
      code: 'db_down',
      requestId: 'r1',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('uses the status line when the error body is not the JSON error model', async () => {
    const { api } = client(
      new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(api.get('/faqs')).rejects.toMatchObject({ status: 502, message: '502 Bad Gateway' });
  });

  it('signs out on any 401 and still rejects', async () => {
    const { api, onUnauthorized } = client(json(401, { success: false, message: 'Not signed in.' }));
    await expect(api.get('/user/info')).rejects.toMatchObject({ status: 401, message: 'Not signed in.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('lets a network failure through unchanged, so screens can tell it apart', async () => {
    const { api } = client(new TypeError('Failed to fetch'));
    const error = await api.get('/faqs').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('rejects an OK answer that is not JSON with a non-ApiError', async () => {
    const { api } = client(new Response('<!doctype html>', { status: 200 }));
    const error = await api.get('/faqs').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SyntaxError);
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
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () =>
        new Response(JSON.stringify({ success: false, message: 'Slow down.', code: 'rate_limited' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '95' },
        }),
    );
    const api = createApiClient({ fetch, onUnauthorized: vi.fn() });
    const error = (await api
      .post('/user/authenticate/login', { email: 'a@b.co' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.retryAfterSeconds).toBe(95);
    expect(error.serverMessage).toBe(true);
    const bare = createApiClient({
      fetch: async () => new Response('oops', { status: 502 }),
      onUnauthorized: vi.fn(),
    });
    const other = (await bare.get('/faqs').catch((e: unknown) => e)) as ApiError;
    expect(other.serverMessage).toBe(false);
    expect(other.retryAfterSeconds).toBeUndefined();
  });
});
