import { eq } from 'drizzle-orm';
import { runAdminCommand } from '../../edge/admin.ts';
import { processedPaymentEvents } from '../../edge/db/schema/index.ts';
import { createStripeGateway } from '../../edge/features/payments/stripe-gateway.ts';
import { startStripeStandin } from '../standins/stripe.ts';
import type { TestDriver } from './helpers.ts';
import { paymentsHarness } from './payments-helpers.ts';

type Harness = Awaited<ReturnType<typeof paymentsHarness>>;

/** The app with Stripe configured against the stand-in, whose webhooks arrive through app.request. */
export async function stripeHarness(driver: TestDriver) {
  let h: Harness | undefined;
  /** Every webhook delivery with the app's answer, oldest first (what Stripe's dashboard shows). */
  const deliveries: { eventId: string; status: number }[] = [];
  const deliver = async (body: string, signature: string) => {
    if (!h) throw new Error('not ready');
    const res = await h.app.request(
      `${h.base}/api/billing/webhook`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      },
      { remoteAddr: '198.51.100.7' },
    );
    await res.arrayBuffer();
    deliveries.push({ eventId: String((JSON.parse(body) as { id?: unknown }).id), status: res.status });
    return res.status;
  };
  const stripe = await startStripeStandin({ deliver });
  const { port } = new URL(stripe.baseUrl);
  const payments = createStripeGateway({
    secretKey: stripe.secretKey,
    webhookSecret: stripe.webhookSecret,
    apiBase: { protocol: 'http', host: '127.0.0.1', port: Number(port) },
  });
  h = await paymentsHarness(driver, { payments });
  const harness = h;
  return {
    ...harness,
    stripe,
    deliveries,
    /** Whether the webhook's event id was recorded (only ever together with its effect). */
    async eventRecorded(eventId: string) {
      const rows = await harness.db
        .select()
        .from(processedPaymentEvents)
        .where(eq(processedPaymentEvents.eventId, eventId));
      return rows.length === 1;
    },
    /**
     * Pays a new checkout of `priceId` and fulfils it along its three paths at once, as they race in
     * production: Stripe's webhook, the success page's verify call and the reconcile sweep, with what
     * `alongside` starts for the checkout in the same race. Then Stripe delivers the event again while
     * two more verify calls race it (a retried webhook, a reloaded success page). Returns each answer.
     */
    async payAndFulfilAtOnce(
      cookie: string,
      priceId: string,
      alongside: (id: string) => Promise<unknown>[] = () => [],
    ) {
      const { id } = await harness.checkoutFor(cookie, priceId);
      const session = await stripe.pay(id);
      const [webhook, verify, reconcile] = await Promise.all([
        stripe.send('checkout.session.completed', session),
        harness.verify(cookie, id),
        runAdminCommand(harness.adminDeps, ['payments', 'reconcile']),
        ...alongside(id),
      ]);
      const [replayedWebhook] = await Promise.all([
        stripe.resend(stripe.events.at(-1)?.id ?? ''),
        harness.verify(cookie, id),
        harness.verify(cookie, id),
      ]);
      return { id, webhook, verify, reconcile, replayedWebhook };
    },
    async dispose() {
      await harness.dispose();
      await stripe.stop();
    },
  };
}
