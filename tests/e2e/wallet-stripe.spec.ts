import { expect, test } from './fixtures.ts';
import {
  choosePlan,
  expectCancelledOnPlans,
  expectStarterCredited,
  signInViaApi,
  walletPanel,
} from './support.ts';

// The money path through Stripe Checkout, as production runs it: the server is configured with Stripe
// keys and STRIPE_API_BASE points the SDK at the loopback Stripe stand-in, so Buy Credits sends the
// browser to the stand-in's hosted page; its Pay posts the signed checkout.session.completed webhook to
// the server, then redirects to the success_url, where the page verifies the session with Stripe.
test.use({ payments: 'stripe' });
// A worker option gives this file a server of its own: one worker runs its tests in order, so the run
// starts that server once instead of once in every worker (fixtures.ts, under `payments`).
test.describe.configure({ mode: 'default' });

const wallet = walletPanel;

/** The stand-in's hosted checkout page for a session: `<stripeUrl>/c/pay/cs_test_…`. */
const onStripeCheckout = (stripeUrl: string | undefined) => (url: URL) =>
  url.origin === stripeUrl && url.pathname.startsWith('/c/pay/cs_test_');

test.describe('wallet through Stripe Checkout (stand-in)', () => {
  test('buys the smallest package on the hosted page and sees it everywhere', async ({ page, server }) => {
    expect(server.standins.stripeUrl, 'the worker runs the Stripe stand-in').toBeDefined();
    await signInViaApi(page);
    await page.goto('/wallet-recharge');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
    await expect(wallet(page).getByText('Recharge your wallet to start generating')).toBeVisible();

    await choosePlan(page, 'Starter');
    await expect(page).toHaveURL(onStripeCheckout(server.standins.stripeUrl));
    // Stripe shows the line item Plume sent as price_data: the package's own name and price.
    await expect(page.getByText('Starter: 5.00 USD')).toBeVisible();
    const sessionId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(`/wallet-recharge/success?session_id=${sessionId}`);
    // The webhook and the verify call both saw this payment: the ledger holds it once.
    await expectStarterCredited(page);
  });

  test('Cancel on the hosted page returns to the plans with nothing charged', async ({ page, server }) => {
    await signInViaApi(page);
    await page.goto('/wallet-recharge');
    await choosePlan(page, 'Creator');
    await expect(page).toHaveURL(onStripeCheckout(server.standins.stripeUrl));
    // Stripe's page leads back to the cancel_url Plume gave it.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expectCancelledOnPlans(page);
  });
});
