import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback Stripe: the REST subset Plume's `stripe` SDK calls, spoken as the SDK speaks it
 * (`Authorization: Bearer sk_…`, `Stripe-Version`, form-encoded bodies with bracketed keys such as
 * `line_items[0][price_data][unit_amount]=500`, `Idempotency-Key` on POSTs), answering Stripe's
 * object shapes and error envelope (`{ error: { type, code, message } }`):
 *
 *   POST /v1/checkout/sessions               create (mode=payment, price_data line items)
 *   GET  /v1/checkout/sessions/:id           retrieve
 *   GET  /v1/checkout/sessions?payment_intent=…   list (the session that took a payment)
 *   GET  /v1/refunds?charge=…                list a charge's refunds
 *   POST /v1/refunds                         refund a payment intent (all, or `amount`)
 *
 * The test drives the customer and the dashboard: `pay`, `expire`, `refund` (partial), `dispute`, and
 * every state change can SEND its webhook to `webhookUrl`, signed exactly as Stripe signs
 * (`Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`). The hosted page
 * `GET /c/pay/:id` (what `session.url` points at) has a Pay button doing what a card payment does.
 */
export interface StripeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  livemode: false;
  metadata: Record<string, string>;
  created: number;
  expires_at: number;
  line_items_data: { name: string; description?: string; unit_amount: number; quantity: number }[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  /** The raw form body, and the same decoded into nested objects. */
  raw: string;
  body: Record<string, unknown>;
}

export interface StripeStandin {
  /** e.g. http://127.0.0.1:54321 — STRIPE_API_BASE. */
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** Where events go (the app's /api/billing/webhook); unset → events are only kept in `events`. */
  webhookUrl: string | undefined;
  requests: RecordedRequest[];
  sessions: Map<string, StripeSession>;
  /** Every event built, oldest first (sent or not). */
  events: { id: string; type: string; body: string }[];
  /** Marks a session paid and complete; `send` posts checkout.session.completed. Returns the session. */
  pay(id: string, options?: { send?: boolean }): Promise<StripeSession>;
  /** Lets an open session run out; `send` posts checkout.session.expired. */
  expire(id: string, options?: { send?: boolean }): Promise<StripeSession>;
  /** A (partial) refund of a paid session's charge; `send` posts charge.refunded. Returns the refund id. */
  refund(id: string, amount: number, options?: { send?: boolean }): Promise<string>;
  /** A dispute over a paid session's charge; `send` posts charge.dispute.created. Returns the dispute id. */
  dispute(id: string, amount: number, options?: { send?: boolean }): Promise<string>;
  /** Builds and signs an event; posts it to webhookUrl. Resolves with the app's status. */
  send(type: string, object: unknown, options?: { secret?: string; signature?: string }): Promise<number>;
  /** Posts an already-built event body again (a retry or replay). */
  resend(eventId: string): Promise<number>;
  /** The next `times` API calls answer this status with a Stripe error (e.g. 500 to test retries). */
  failNext(status: number, times?: number): void;
  stop(): Promise<void>;
}

const API_VERSION_HEADER = 'stripe-version';
/** Where the stand-in says a charge's receipt is (Stripe's own receipts live on pay.stripe.com). */
export const receiptUrlOf = (chargeId: string) => `https://pay.stripe.com/receipts/payment/${chargeId}`;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=1` → { a: { b: [ { c: '1' } ] } }, as Stripe decodes the SDK's form bodies. */
export function decodeForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? '');
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as Record<string, unknown>;
      }
    });
  }
  return root;
}

/** The Stripe-Signature header for `body` at `timestamp` (seconds). */
export const signatureFor = (secret: string, body: string, timestamp = now()) =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

export async function startStripeStandin(
  options: {
    secretKey?: string;
    webhookSecret?: string;
    webhookUrl?: string;
    /** Delivers events in-process instead (e.g. through app.request); resolves with the status. */
    deliver?: (body: string, signature: string) => Promise<number>;
  } = {},
): Promise<StripeStandin> {
  const secretKey = options.secretKey ?? 'sk_test_plume_standin';
  const webhookSecret = options.webhookSecret ?? 'whsec_plume_standin';
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StripeSession>();
  const charges = new Map<
    string,
    { id: string; amount: number; currency: string; payment_intent: string; amount_refunded: number }
  >();
  const refunds: { id: string; charge: string; amount: number; created: number; payment_intent: string }[] =
    [];
  const events: { id: string; type: string; body: string }[] = [];
  const idempotent = new Map<string, { status: number; body: string }>();
  let failure: { status: number; times: number } | undefined;
  let baseUrl = '';

  const json = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(text);
    return text;
  };
  const stripeError = (res: ServerResponse, status: number, message: string, code?: string) =>
    json(res, status, {
      error: {
        type:
          status === 401 ? 'invalid_request_error' : status >= 500 ? 'api_error' : 'invalid_request_error',
        ...(code ? { code } : {}),
        message,
      },
    });

  const chargeOf = (session: StripeSession) => {
    for (const charge of charges.values())
      if (charge.payment_intent === session.payment_intent) return charge;
    throw new Error(`session ${session.id} has no charge (pay it first)`);
  };
  const chargeObject = (charge: ReturnType<typeof chargeOf>) => ({
    id: charge.id,
    object: 'charge',
    amount: charge.amount,
    amount_captured: charge.amount,
    amount_refunded: charge.amount_refunded,
    currency: charge.currency,
    payment_intent: charge.payment_intent,
    paid: true,
    refunded: charge.amount_refunded >= charge.amount,
    status: 'succeeded',
    receipt_url: receiptUrlOf(charge.id),
    livemode: false,
    created: now(),
  });
  const refundObject = (r: (typeof refunds)[number]) => ({
    id: r.id,
    object: 'refund',
    amount: r.amount,
    charge: r.charge,
    currency: 'usd',
    payment_intent: r.payment_intent,
    status: 'succeeded',
    created: r.created,
  });
  const publicSession = ({ line_items_data: _l, ...session }: StripeSession) => session;

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, raw: string) {
    const auth = req.headers.authorization;
    if (auth !== `Bearer ${secretKey}`) {
      return stripeError(res, 401, 'Invalid API Key provided.');
    }
    if (!req.headers[API_VERSION_HEADER]) return stripeError(res, 400, 'Stripe-Version header missing.');
    if (failure !== undefined) {
      const { status } = failure;
      failure.times -= 1;
      if (failure.times <= 0) failure = undefined;
      return stripeError(res, status, 'The stand-in was told to fail this call.');
    }
    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    if (typeof key === 'string') {
      const seen = idempotent.get(key);
      if (seen) {
        res.writeHead(seen.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        return res.end(seen.body);
      }
    }
    const remember = (status: number, body: unknown) => {
      const text = json(res, status, body);
      if (typeof key === 'string') idempotent.set(key, { status, body: text });
    };
    const body = decodeForm(raw);
    const path = url.pathname;

    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const items = (body.line_items as Record<string, unknown>[] | undefined) ?? [];
      if (body.mode !== 'payment' || items.length === 0) {
        return stripeError(res, 400, 'mode=payment with line_items is required.', 'parameter_missing');
      }
      const lineItems = items.map((item) => {
        const priceData = item.price_data as Record<string, unknown> | undefined;
        const product = priceData?.product_data as Record<string, string> | undefined;
        if (!priceData || !product?.name || !/^\d+$/.test(String(priceData.unit_amount))) {
          throw new Error('line item without price_data.unit_amount and product_data.name');
        }
        return {
          name: product.name,
          ...(product.description ? { description: product.description } : {}),
          unit_amount: Number(priceData.unit_amount),
          quantity: Number(item.quantity ?? 1),
          currency: String(priceData.currency),
        };
      });
      const sessionId = id('cs_test');
      const amount = lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0);
      const session: StripeSession = {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        amount_subtotal: amount,
        currency: lineItems[0]?.currency ?? 'usd',
        client_reference_id: typeof body.client_reference_id === 'string' ? body.client_reference_id : null,
        payment_intent: null,
        success_url: String(body.success_url),
        cancel_url: String(body.cancel_url),
        url: `${baseUrl}/c/pay/${sessionId}`,
        livemode: false,
        metadata: {},
        created: now(),
        expires_at: now() + 24 * 3600,
        line_items_data: lineItems,
      };
      sessions.set(sessionId, session);
      return remember(200, publicSession(session));
    }
    const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && one?.[1]) {
      const session = sessions.get(decodeURIComponent(one[1]));
      if (!session) return stripeError(res, 404, `No such checkout.session: '${one[1]}'`, 'resource_missing');
      // `expand[]=payment_intent.latest_charge` embeds the payment intent and its charge, as Stripe does.
      const expand = [...url.searchParams].filter(([k]) => /^expand\[\d*\]$/.test(k)).map(([, v]) => v);
      if (expand.includes('payment_intent.latest_charge') && session.payment_intent) {
        // A payment intent a test set by hand has no charge here: Stripe would show it still processing.
        const charge = [...charges.values()].find((c) => c.payment_intent === session.payment_intent);
        return json(res, 200, {
          ...publicSession(session),
          payment_intent: {
            id: session.payment_intent,
            object: 'payment_intent',
            amount: session.amount_total,
            currency: session.currency,
            status: charge ? 'succeeded' : 'processing',
            latest_charge: charge ? chargeObject(charge) : null,
          },
        });
      }
      return json(res, 200, publicSession(session));
    }
    if (req.method === 'GET' && path === '/v1/checkout/sessions') {
      const pi = url.searchParams.get('payment_intent');
      const data = [...sessions.values()].filter((s) => !pi || s.payment_intent === pi).map(publicSession);
      return json(res, 200, { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' });
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const pi = String(body.payment_intent ?? '');
      const charge = [...charges.values()].find((c) => c.payment_intent === pi);
      if (!charge) return stripeError(res, 400, `No such payment_intent: '${pi}'`, 'resource_missing');
      const amount = body.amount === undefined ? charge.amount - charge.amount_refunded : Number(body.amount);
      if (!(amount > 0) || charge.amount_refunded + amount > charge.amount) {
        return stripeError(
          res,
          400,
          'Refund amount is greater than the unrefunded amount.',
          'amount_too_large',
        );
      }
      charge.amount_refunded += amount;
      const refund = {
        id: id('re'),
        charge: charge.id,
        amount,
        created: now() + refunds.length,
        payment_intent: pi,
      };
      refunds.push(refund);
      return remember(200, refundObject(refund));
    }
    if (req.method === 'GET' && path === '/v1/refunds') {
      const charge = url.searchParams.get('charge');
      const data = refunds.filter((r) => !charge || r.charge === charge).map(refundObject);
      return json(res, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path}).`);
  }

  /** The hosted checkout page a browser is sent to (what Stripe's checkout.stripe.com does). */
  async function handlePage(req: IncomingMessage, res: ServerResponse, sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('No such session');
    }
    if (req.method === 'POST') {
      await standin.pay(sessionId, { send: true });
      res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', sessionId) });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><title>Stripe stand-in checkout</title><main>
<h1>Stripe stand-in</h1><p>${session.line_items_data[0]?.name ?? ''}: ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</p>
<form method="post"><button type="submit">Pay</button></form><a href="${session.cancel_url}">Cancel</a></main></html>`);
  }

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://stripe');
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: {
        authorization: req.headers.authorization,
        'content-type': req.headers['content-type'],
        'stripe-version': req.headers[API_VERSION_HEADER] as string | undefined,
        'idempotency-key': req.headers['idempotency-key'] as string | undefined,
      },
      raw,
      body: decodeForm(raw),
    });
    try {
      const page = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
      if (page?.[1]) await handlePage(req, res, decodeURIComponent(page[1]));
      else await handleApi(req, res, url, raw);
    } catch (error) {
      stripeError(res, 400, error instanceof Error ? error.message : String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sessionOrThrow = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    return session;
  };

  const post = async (body: string, signature: string) => {
    if (options.deliver) return options.deliver(body, signature);
    if (!standin.webhookUrl) return 0;
    const res = await fetch(standin.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body,
    });
    await res.arrayBuffer();
    return res.status;
  };

  const standin: StripeStandin = {
    baseUrl,
    secretKey,
    webhookSecret,
    webhookUrl: options.webhookUrl,
    requests,
    sessions,
    events,
    async pay(sessionId, { send = false } = {}) {
      const session = sessionOrThrow(sessionId);
      if (session.status === 'open') {
        session.status = 'complete';
        session.payment_status = 'paid';
        session.payment_intent = id('pi');
        const chargeId = id('ch');
        charges.set(chargeId, {
          id: chargeId,
          amount: session.amount_total,
          currency: session.currency,
          payment_intent: session.payment_intent,
          amount_refunded: 0,
        });
      }
      if (send) await standin.send('checkout.session.completed', publicSession(session));
      return session;
    },
    async expire(sessionId, { send = false } = {}) {
      const session = sessionOrThrow(sessionId);
      if (session.status === 'open') {
        session.status = 'expired';
        session.url = null;
      }
      if (send) await standin.send('checkout.session.expired', publicSession(session));
      return session;
    },
    async refund(sessionId, amount, { send = false } = {}) {
      const charge = chargeOf(sessionOrThrow(sessionId));
      if (charge.amount_refunded + amount > charge.amount) throw new Error('refund larger than the charge');
      charge.amount_refunded += amount;
      const refund = {
        id: id('re'),
        charge: charge.id,
        amount,
        created: now() + refunds.length, // distinct and ordered, as Stripe's creation times are
        payment_intent: charge.payment_intent,
      };
      refunds.push(refund);
      // Like today's API versions, the charge in the event does not embed its refunds: the SDK lists them.
      if (send) await standin.send('charge.refunded', chargeObject(charge));
      return refund.id;
    },
    async dispute(sessionId, amount, { send = false } = {}) {
      const charge = chargeOf(sessionOrThrow(sessionId));
      const dispute = {
        id: id('dp'),
        object: 'dispute',
        amount,
        charge: charge.id,
        currency: charge.currency,
        payment_intent: charge.payment_intent,
        reason: 'fraudulent',
        status: 'needs_response',
        livemode: false,
        created: now(),
      };
      if (send) await standin.send('charge.dispute.created', dispute);
      return dispute.id;
    },
    async send(type, object, { secret, signature } = {}) {
      const event = {
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      const body = JSON.stringify(event, null, 2);
      events.push({ id: event.id, type, body });
      return post(body, signature ?? signatureFor(secret ?? webhookSecret, body));
    },
    async resend(eventId) {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new Error(`no event ${eventId}`);
      return post(event.body, signatureFor(webhookSecret, event.body));
    },
    failNext(status, times = 1) {
      failure = { status, times };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standin;
}
