import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponse } from '../../edge/contract/errors.ts';
import type { Database } from '../../edge/db/client.ts';
import type { AppEnv } from '../../edge/deps.ts';
import { AppError, apiNotFound, onError } from '../../edge/errors.ts';
import { CONTENT_SECURITY_POLICY, edgeFrame, securityHeaderList } from '../../edge/http/frame.ts';
import { JSON_BODY_REQUIRED, zValidator } from '../../edge/http/validator.ts';
import { createLogger } from '../../edge/logger.ts';
import {
  buildApp,
  openTestDatabase,
  PRODUCTION_ENV,
  TEST_SECRET,
  type TestDatabase,
  testConfig,
} from './helpers.ts';

describe('HTTP behaviour shared by every route', () => {
  let t: TestDatabase;
  let built: ReturnType<typeof buildApp>;
  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    built = buildApp(t.db);
  });
  afterAll(() => t.dispose());

  it('answers an unknown /api path with a JSON 404 in the error model', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/costs'],
      ['GET', '/api'],
    ] as const) {
      const res = await built.app.request(path, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(errorResponse.parse(await res.json())).toMatchObject({ success: false, code: 'not_found' });
    }
  });

  it('echoes a sane incoming request id and replaces a hostile one', async () => {
    const kept = await built.app.request('/api/health', { headers: { 'x-request-id': 'edge-abc_123' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-abc_123');
    const replaced = await built.app.request('/api/health', {
      headers: { 'x-request-id': 'evil"} {"level":"error"' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const tooLong = await built.app.request('/api/health', { headers: { 'x-request-id': 'a'.repeat(129) } });
    expect(tooLong.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const generated = await built.app.request('/api/nope');
    const id = generated.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(((await generated.json()) as { requestId: string }).requestId).toBe(id);
  });

  it('sends an API answer the security headers that act on data, and no document-only ones', async () => {
    for (const path of ['/api/costs', '/api/health', '/api/user/info', '/api/nope']) {
      const res = await built.app.request(path);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull(); // development
      for (const documentOnly of ['cross-origin-opener-policy', 'permissions-policy', 'x-xss-protection']) {
        expect(res.headers.get(documentOnly)).toBeNull();
      }
    }
    const production = buildApp(t.db, {
      config: testConfig({ ...PRODUCTION_ENV, SESSION_SECRET: TEST_SECRET }),
    });
    const res = await production.app.request('/api/costs');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends a page the whole document set', async () => {
    const res = await built.app.request('/login');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull(); // development
  });

  it("sends exactly Hono secureHeaders' headers for Plume's policy, HSTS in production only", async () => {
    // The frame sets a precomputed list (edge/http/frame.ts says why); Hono's middleware stays the reference.
    for (const hsts of [false, true]) {
      const reference = await new Hono()
        .use(
          secureHeaders({
            strictTransportSecurity: hsts ? 'max-age=31536000; includeSubDomains' : false,
            contentSecurityPolicy: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              styleSrc: ["'self'"],
              imgSrc: ["'self'", 'data:', 'blob:'],
              fontSrc: ["'self'"],
              connectSrc: ["'self'"],
              frameAncestors: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              objectSrc: ["'none'"],
            },
            xFrameOptions: 'DENY',
            referrerPolicy: 'strict-origin-when-cross-origin',
            permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
          }),
        )
        .get('/', (c) => c.body(null))
        .request('/');
      const ours = new Headers(securityHeaderList({ hsts }) as [string, string][]);
      expect([...ours]).toEqual([...reference.headers]);
      expect(ours.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('writes one JSON log line per request without query string, cookies or auth headers', async () => {
    built.logs.length = 0;
    await built.app.request('/api/costs?session_id=cs_secret&code=4321', {
      headers: { cookie: 'plume_session=tok_secret', authorization: 'Bearer tok_bearer' },
    });
    await built.app.request('/api/user/info?x=1', { headers: { cookie: 'plume_session=tok_secret' } });
    expect(built.logs).toHaveLength(2);
    const lines = built.logs.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/api/costs',
      status: 200,
    });
    expect(lines[1]).toMatchObject({ path: '/api/user/info', status: 401 });
    for (const line of lines) {
      expect(typeof line.durationMs).toBe('number');
      expect(typeof line.requestId).toBe('string');
    }
    const all = built.logs.join('\n');
    for (const secret of ['cs_secret', '4321', 'tok_secret', 'tok_bearer', 'session_id', '?']) {
      expect(all).not.toContain(secret);
    }
  });

  it('hides internals behind a 500 and logs the cause', async () => {
    const failing = new Proxy(t.db, {
      get(target, prop) {
        if (prop === 'select') {
          return () => {
            throw new Error('connection string postgres://secret@db');
          };
        }
        return Reflect.get(target, prop);
      },
    }) as Database;
    const { app, logs } = buildApp(failing);
    const res = await app.request('/api/costs');
    expect(res.status).toBe(500);
    const body = errorResponse.parse(await res.json());
    expect(body).toMatchObject({ success: false, message: 'Internal server error', code: 'internal' });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(logs.some((l) => JSON.parse(l).level === 'error' && l.includes('connection string'))).toBe(true);
  });
});

describe('the one error mapping', () => {
  // A tiny app with the edge's own middleware and onError, exercising what routes of later issues throw.
  const logs: string[] = [];
  const logger = createLogger({ write: (l) => logs.push(l) });
  const app = new Hono<AppEnv>()
    .use(edgeFrame({ logger, hsts: false }))
    .post('/api/echo', zValidator('json', z.object({ email: z.email() })), (c) =>
      c.json({ success: true, email: c.req.valid('json').email }),
    )
    .get('/api/limited', () => {
      throw new AppError(429, 'Too many codes. Try again later.', 'rate_limited', {
        retryAfterSeconds: 59.2,
      });
    })
    .get('/api/broke', () => {
      throw new AppError(402, 'Out of credits.', 'out_of_credits');
    });
  app.all('/api/*', apiNotFound);
  app.onError(onError(logger));

  const post = (body: string) =>
    app.request('/api/echo', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

  it('turns a validator failure into 400 with the issues', async () => {
    const res = await post(JSON.stringify({ email: 'not-an-email' }));
    expect(res.status).toBe(400);
    const body = errorResponse.parse(await res.json());
    expect(body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(body.issues?.[0]?.path).toBe('email');
    expect((await post(JSON.stringify({ email: 'a@b.co' }))).status).toBe(200);
  });

  it('answers 415 to a JSON route sent anything but application/json, before the schema reads it', async () => {
    const body = JSON.stringify({ email: 'a@b.co' });
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await app.request('/api/echo', { method: 'POST', body, headers: { 'content-type': type } });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toMatchObject({ message: JSON_BODY_REQUIRED, code: 'unsupported_media_type' });
    }
    const untyped = await app.request('/api/echo', { method: 'POST', body: new TextEncoder().encode(body) });
    expect(untyped.status).toBe(415);
    const charset = await app.request('/api/echo', {
      method: 'POST',
      body,
      headers: { 'content-type': 'Application/JSON; charset=utf-8' },
    });
    expect(charset.status).toBe(200);
    // No type and no body: nothing is dropped, so the schema decides (here: email is required).
    expect((await app.request('/api/echo', { method: 'POST' })).status).toBe(400);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await post('{"email":');
    expect(res.status).toBe(400);
    expect(errorResponse.parse(await res.json()).success).toBe(false);
  });

  it('maps an AppError to its status, with Retry-After on 429', async () => {
    const limited = await app.request('/api/limited');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toMatchObject({
      message: 'Too many codes. Try again later.',
      code: 'rate_limited',
    });
    const broke = await app.request('/api/broke');
    expect(broke.status).toBe(402);
    expect(await broke.json()).toMatchObject({ success: false, message: 'Out of credits.' });
  });
});
