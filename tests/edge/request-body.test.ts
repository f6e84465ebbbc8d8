import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supportMessages, users } from '../../edge/db/schema/index.ts';
import { suiteAuthHarness } from './auth-helpers.ts';

/**
 * Every body is read by one mechanism (edge/http/body-read.ts) within REQUEST_BODY_TIMEOUT_SECONDS, set
 * to 1 here so the test waits a second, not thirty. The real server's side (a socket trickling a
 * body) is in server.test.ts.
 */
describe('a request body that does not finish arriving', () => {
  const h = suiteAuthHarness('pglite', { env: { REQUEST_BODY_TIMEOUT_SECONDS: '1' } });

  /** A body that sends its first bytes and then nothing more; `cancelled` says whether reading stopped. */
  function stalledBody(first: string) {
    const state = { cancelled: false };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(first));
      },
      cancel() {
        state.cancelled = true;
      },
    });
    return { body, state };
  }

  const post = (path: string, headers: Record<string, string>, body: ReadableStream<Uint8Array>) =>
    h.app.request(
      `${h.base}${path}`,
      {
        method: 'POST',
        headers: { origin: h.base, ...headers },
        body,
        // @ts-expect-error Node's fetch needs `duplex` for a streamed body; the DOM types lack it.
        duplex: 'half',
      },
      { remoteAddr: '203.0.113.7' },
    );

  it('answers 408 at the deadline, stops reading, and the handler never runs', async () => {
    const email = 'slow-writer@example.com';
    const { cookie } = await h.signIn(email);
    const [user] = await h.db.select().from(users).where(eq(users.email, email));
    const { body, state } = stalledBody('{"text":"Hello, is anyone th');
    const started = Date.now();
    const r = await post(
      '/api/user/support/send-message',
      { cookie, 'content-type': 'application/json' },
      body,
    );
    const waited = Date.now() - started;
    expect(r.status).toBe(408);
    expect(r.headers.get('connection')).toBe('close');
    expect(await r.json()).toMatchObject({
      success: false,
      code: 'request_timeout',
      message: 'The request body did not arrive within 1 seconds.',
    });
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(5000);
    expect(state.cancelled).toBe(true);
    expect(
      await h.db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.userId, user?.id ?? '')),
    ).toEqual([]);
  });

  it('holds the payment webhook, which reads its own larger body, to the same deadline', async () => {
    const { body, state } = stalledBody('{"id":"evt_');
    const r = await post('/api/billing/webhook', { 'content-type': 'application/json' }, body);
    expect(r.status).toBe(408);
    expect(state.cancelled).toBe(true);
  });
});
