import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../deps.ts';
import { devPage } from '../../http/html-document.ts';
import { ORIGIN_CHECK_EXEMPT, originCheck } from '../../http/origin.ts';
import { zValidator } from '../../http/validator.ts';
import { developmentLoopbackOnly } from '../mail/dev-only.ts';
import { escapeHtml } from '../mail/templates.ts';
import { sessionIdParam } from './contract.ts';
import { fulfilCheckout } from './fulfil.ts';
import { TestModeGateway, type TestSession } from './test-gateway.ts';

const stylesheet = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f5fb;color:#1d1b29}
main{max-width:28rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #ddd9ec;border-radius:12px}
.banner{margin:0 0 1.5rem;padding:.5rem .75rem;border-radius:8px;background:#fff4d6;color:#5c4300;font-weight:600}
h1{font-size:1.4rem;margin:0 0 .25rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
form{display:inline}button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:1px solid #5b3fd6;cursor:pointer}
.pay{background:#5b3fd6;color:#fff;margin-right:.5rem}.cancel{background:#fff;color:#5b3fd6}
button:focus-visible{outline:3px solid #1d1b29;outline-offset:2px}p.note{color:#5a5670;font-size:.9rem}`;

const dollars = (cents: number | null) => `$${((cents ?? 0) / 100).toFixed(2)}`;

function page(session: TestSession): string {
  const id = escapeHtml(session.id);
  const open = session.status === 'open';
  return devPage(
    'Test mode — no real payment · Plume',
    '/dev/checkout.css',
    `<main>
<p class="banner" role="note">Test mode — no real payment</p>
<h1>${escapeHtml(session.packageName)}</h1>
<p>One-time credit package</p>
<p class="amount">${dollars(session.amountTotal)} <small>${escapeHtml((session.currency ?? '').toUpperCase())}</small></p>
${
  open
    ? `<form method="post" action="/dev/checkout/${id}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/dev/checkout/${id}/cancel"><button class="cancel" type="submit">Cancel</button></form>`
    : `<p>This checkout is ${session.status === 'complete' ? 'already paid' : 'expired'}.</p>
<form method="post" action="/dev/checkout/${id}/cancel"><button class="cancel" type="submit">Back to the plans</button></form>`
}
<p class="note">Stripe is not configured (STRIPE_SECRET_KEY), so Plume uses this embedded checkout. Pay credits the
wallet exactly as a real payment would; no card is asked for and no money moves. Development only.</p>
</main>`,
  );
}

/**
 * The test-mode checkout's page (ARCHITECTURE §6): GET /dev/checkout/:id shows the package and amount
 * under 'Test mode — no real payment'; Pay (POST …/pay) marks the session paid and fulfils it through
 * the same function as Stripe's webhook, then goes to the success URL with the session id; Cancel
 * (POST …/cancel) returns to the plans with nothing charged. Development and loopback only (the same
 * guard as the dev mailbox); the forms obey the Origin rule of every state-changing request.
 */
export const testCheckoutRoutes = (deps: Deps) => {
  const gateway = deps.payments instanceof TestModeGateway ? deps.payments : undefined;
  const notFound = (c: { text(t: string, s: 404): Response }) => c.text('Not found', 404);
  return new Hono<AppEnv>()
    .use('/dev/checkout/*', developmentLoopbackOnly(deps.config), async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
      c.header('X-Robots-Tag', 'noindex');
    })
    .use('/dev/checkout.css', developmentLoopbackOnly(deps.config))
    .use('/dev/checkout/*', originCheck(deps.config, ORIGIN_CHECK_EXEMPT))
    .get('/dev/checkout.css', (c) => c.body(stylesheet, 200, { 'Content-Type': 'text/css; charset=utf-8' }))
    .get('/dev/checkout/:sessionId', zValidator('param', sessionIdParam), (c) => {
      const session = gateway?.session(c.req.valid('param').sessionId);
      return session ? c.html(page(session)) : notFound(c);
    })
    .post('/dev/checkout/:sessionId/pay', zValidator('param', sessionIdParam), async (c) => {
      const session = gateway?.pay(c.req.valid('param').sessionId);
      if (!session) return notFound(c);
      await fulfilCheckout(deps, session.id);
      return c.redirect(session.successUrl, 303);
    })
    .post('/dev/checkout/:sessionId/cancel', zValidator('param', sessionIdParam), (c) => {
      const session = gateway?.session(c.req.valid('param').sessionId);
      return session ? c.redirect(session.cancelUrl, 303) : notFound(c);
    });
};
