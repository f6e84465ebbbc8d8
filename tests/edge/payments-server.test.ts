import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandin, startStripeStandin } from '../standins/stripe.ts';
import { type RunningEdge, startEdge } from './edge-process.ts';

// The real thing: `deno run edge/main.ts` configured for Stripe, pointed at the stand-in by
// STRIPE_API_BASE; the stand-in's hosted Pay page pays and posts the signed webhook to the server.

describe('Stripe Checkout on a listening server (Deno) against the stand-in', () => {
  let stripe: StripeStandin;
  let server: RunningEdge;
  let url: string;
  let startLine: string;
  let dataDir: string;

  beforeAll(async () => {
    stripe = await startStripeStandin();
    dataDir = await mkdtemp(join(tmpdir(), 'plume-pay-'));
    await writeFile(join(dataDir, 'index.html'), '<!doctype html><title>Plume</title>');
    server = await startEdge({
      DATA_DIR: dataDir,
      STATIC_DIR: dataDir,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.baseUrl,
      // The buyer's balance below is the package alone, without development's welcome credit.
      WELCOME_CREDIT_CENTS: '0',
    });
    url = server.url;
    startLine = server.startLine;
    stripe.webhookUrl = `${url}/api/billing/webhook`;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await stripe.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  async function signIn(email: string): Promise<string> {
    expect((await post('/api/user/authenticate/signup', { email })).status).toBe(200);
    const mailbox = (await (await fetch(`${url}/dev/mailbox.json?to=${email}`)).json()) as {
      mails: { code: string | null }[];
    };
    const otp = mailbox.mails[0]?.code ?? '';
    const verified = (await (
      await post('/api/user/authenticate/signup/verify-otp', { email, otp })
    ).json()) as Record<string, string>;
    const token = (await (
      await post('/api/identity/token', { custom_token: verified['custom-token'] })
    ).json()) as {
      id_token: string;
    };
    const session = await post('/api/user/create-session', { id_token: token.id_token });
    return (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }

  it('names Stripe in the start-up line, then a buyer pays on the hosted page and the webhook credits the wallet', async () => {
    expect(startLine).toContain(`payments: Stripe at ${stripe.baseUrl}`);
    const cookie = await signIn('stripe-buyer@example.com');
    const recharge = await post('/api/user/wallet/recharge/starter', undefined, cookie);
    expect(recharge.status).toBe(200);
    const { url: checkoutUrl } = (await recharge.json()) as { url: string };
    expect(checkoutUrl.startsWith(`${stripe.baseUrl}/c/pay/cs_test_`)).toBe(true);
    const sessionId = checkoutUrl.split('/').at(-1) ?? '';

    // The buyer presses Pay on the processor's page: Stripe sends the signed webhook, then redirects.
    const paid = await fetch(checkoutUrl, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${url}/wallet-recharge/success?session_id=${sessionId}`);

    const info = (await (await fetch(`${url}/api/user/info`, { headers: { cookie } })).json()) as {
      data: { current_balance: number };
    };
    expect(info.data.current_balance).toBe(5);
    const verified = await post(`/api/user/wallet-recharge/session/${sessionId}`, undefined, cookie);
    expect(await verified.json()).toEqual({
      success: true,
      message: 'Added $5.00 to your wallet (Starter).',
      current_balance: 5,
    });
    const wallet = (await (await fetch(`${url}/api/user/wallet`, { headers: { cookie } })).json()) as {
      data: { entries: { kind: string; amount: number; description: string }[] };
    };
    expect(wallet.data.entries).toEqual([
      expect.objectContaining({ kind: 'recharge', amount: 5, description: 'Starter package' }),
    ]);
    // A forged webhook is refused by the real server too.
    const forged = await fetch(`${url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      body: stripe.events.at(-1)?.body ?? '{}',
    });
    expect(forged.status).toBe(400);
  });
});
