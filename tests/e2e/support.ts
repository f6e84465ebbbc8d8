import { type BrowserContext, expect, type Locator, type Page, type Route } from '@playwright/test';
import type { Reply } from '../standins/openai.ts';

/**
 * Signs a NEW person up through the real API, in the cookie jar of `target` (a page or its browser
 * context: `page.request` shares the context's cookies): code request → the code read from the mail
 * the SMTP stand-in received → verify-otp → custom token → ID token → create-session. The page then
 * starts as a real signed-in tab: its start-up fetch reaches the real GET /api/user/info.
 * Returns the (fresh) address that signed in.
 */
export async function signInViaApi(
  target: Pick<Page, 'request'> | Pick<BrowserContext, 'request'>,
  email = freshEmail('signed-in'),
): Promise<string> {
  const api = target.request;
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await api.post(`/api${path}`, { data });
    if (!response.ok()) throw new Error(`POST /api${path} → ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const since = new Date(Date.now() - 1000);
  await post('/user/authenticate/signup', { email });
  const { code } = readCodeMail(await waitForMail(email, since));
  const { 'custom-token': customToken } = await post<{ 'custom-token': string }>(
    '/user/authenticate/signup/verify-otp',
    { email, otp: code },
  );
  const { id_token: idToken } = await post<{ id_token: string }>('/identity/token', {
    custom_token: customToken,
  });
  await post('/user/create-session', { id_token: idToken });
  return email;
}

/**
 * Counts the requests a page makes to an API path (the real answers go through untouched).
 * `count()` reads the number so far.
 */
export function countRequests(page: Page, path: string) {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api${path}`) calls += 1;
  });
  return { count: () => calls };
}

/**
 * Buys a package the way a person does on the embedded test-mode checkout (no real payment): the real
 * POST /api/user/wallet/recharge/{priceId}, then the checkout page's Pay, which fulfils through the same
 * function as Stripe's webhook. The balance comes from the ledger, never from a rewritten answer.
 * Returns the checkout session id.
 */
export async function buyCreditsViaApi(
  target: Pick<Page, 'request'> | Pick<BrowserContext, 'request'>,
  priceId = 'starter',
): Promise<string> {
  const started = await target.request.post(`/api/user/wallet/recharge/${priceId}`);
  if (!started.ok()) throw new Error(`recharge ${priceId} → ${started.status()}: ${await started.text()}`);
  const { url } = (await started.json()) as { url: string };
  const sessionId = new URL(url).pathname.split('/').pop() ?? '';
  const paid = await target.request.post(`/dev/checkout/${sessionId}/pay`, { maxRedirects: 0 });
  if (paid.status() !== 303 && !paid.ok()) throw new Error(`pay ${sessionId} → ${paid.status()}`);
  return sessionId;
}

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Makes one API path fail: with an HTTP error answer, or at the network level. */
export async function failApi(page: Page, path: string, how: 'http' | 'network') {
  await page.route(`**/api${path}`, (route) =>
    how === 'http'
      ? json(route, 500, { success: false, message: 'Internal error', code: 'internal' })
      : route.abort('connectionrefused'),
  );
}

/**
 * Holds every request to `url` (a glob) until `release()` is called, to see what a screen shows while
 * it waits. The request then goes through, or `answer` (a JSON body with its status) in its place.
 */
export async function holdRequests(page: Page, url: string, answer?: { status: number; body: unknown }) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await (answer ? json(route, answer.status, answer.body) : route.continue());
  });
  return { release: () => release() };
}

/** Holds an API answer until `release()` is called, to see the loading state (see holdRequests). */
export const holdApi = (page: Page, path: string, answer?: { status: number; body: unknown }) =>
  holdRequests(page, `**/api${path}`, answer);

/** A phone: the width and height the screens are checked at (the shell shows its sticky top bar). */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * After a screen scrolled a panel into view on a phone: the page did scroll, and the panel, its title
 * and its buttons all start below the bottom edge of the sticky top bar, where a tap reaches them.
 */
export async function expectRevealedBelowTopBar(page: Page, panel: Locator) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const bar = await page.getByRole('banner').boundingBox();
  if (!bar) throw new Error('no top bar on this screen');
  const barBottom = bar.y + bar.height;
  for (const part of [panel, panel.getByRole('heading', { level: 2 }), panel.getByRole('button')]) {
    for (const box of await Promise.all((await part.all()).map((one) => one.boundingBox()))) {
      expect(box?.y).toBeGreaterThanOrEqual(barBottom);
    }
  }
  await expect(panel).toBeInViewport();
}

export const readStorage = (page: Page) =>
  page.evaluate(() => ({
    user: localStorage.getItem('user'),
    userData: sessionStorage.getItem('userData'),
    visited: sessionStorage.getItem('visited'),
  }));

export type Standins = {
  controlUrl: string;
  smtpUrl: string;
  issuer: string;
  /** The Stripe stand-in's address, on a worker with `payments: 'stripe'` only (fixtures.ts). */
  stripeUrl?: string;
  /** The Chat Completions stand-in's address, on a worker with `model: 'openai'` only (fixtures.ts). */
  openaiUrl?: string;
  /** The loopback feed server a `website` handle can name (tests/standins/sources/feed-server.ts). */
  feedsUrl: string;
};
type ReceivedMail = {
  to: string[];
  subject: string;
  replyTo?: string;
  text: string;
  html: string;
  receivedAt: string;
};

let current: Standins | undefined;

/** Called by the worker's `server` fixture (fixtures.ts) once its launch-server.ts is up. */
export function setStandins(standins: Standins) {
  current = standins;
}

/** Where this worker's launch-server.ts put the stand-ins' control server. */
function standins(): Standins {
  if (!current) throw new Error('No e2e server in this worker: import { test } from ./fixtures.ts');
  return current;
}

/** A fresh address per test, so parallel tests and their rate limits never meet. */
export function freshEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * The newest mail the SMTP stand-in received for `to` after `since` — the code is read from the
 * real mail, as a person would (so the journey also proves the mail arrives and carries it).
 */
export async function waitForMail(
  to: string,
  since = new Date(0),
  timeoutMs = 10_000,
  matches: (mail: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  const url = `${standins().controlUrl}/mail?to=${encodeURIComponent(to)}`;
  for (;;) {
    const mails = (await (await fetch(url)).json()) as ReceivedMail[];
    const mail = mails.find((m) => new Date(m.receivedAt) >= since && matches(m));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail for ${to} reached the SMTP stand-in`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Every mail the SMTP stand-in received for `to`, as it stands now. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const url = `${standins().controlUrl}/mail?to=${encodeURIComponent(to)}`;
  return (await (await fetch(url)).json()) as ReceivedMail[];
}

/** The 4-digit code and the one-click link of a sign-in mail. */
export function readCodeMail(mail: ReceivedMail): { code: string; link: string } {
  const code = /\b(\d{4})\b/.exec(mail.text)?.[1];
  const link = /(https?:\/\/\S+\/login\?link=[\w-]+)/.exec(mail.text)?.[1];
  if (!code || !link) throw new Error(`Not a sign-in mail: ${mail.subject}`);
  return { code, link };
}

/** Who the local OpenID provider (standing in for Google) signs in next. */
export async function setProviderAccount(account: { sub: string; email: string; email_verified?: boolean }) {
  const response = await fetch(`${standins().controlUrl}/oidc/account`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email_verified: true, ...account }),
  });
  if (!response.ok) throw new Error('Could not set the OpenID stand-in account');
}

/** The support inbox launch-server.ts gives the edge (SUPPORT_EMAIL). */
export const SUPPORT_INBOX = 'support@plume.test';

/** The forwarded support message a person sent (the inbox is shared by parallel tests: match Reply-To). */
export const waitForSupportMail = (from: string, since: Date) =>
  waitForMail(SUPPORT_INBOX, since, 10_000, (mail) => mail.replyTo === from);

/** The sidebar's wallet panel (named exactly: the /wallet summary is 'Wallet balance'). */
export const walletPanel = (page: Page) => page.getByRole('region', { name: 'Wallet', exact: true });

/** A package's card on the plans page (/wallet-recharge), by its name: 'Starter', 'Creator'… */
export const planCard = (page: Page, name: string) => page.getByRole('article', { name });

/** Buy Credits on a package's card of the plans page: off to that checkout. */
export async function choosePlan(page: Page, name: string): Promise<void> {
  await planCard(page, name).getByRole('button', { name: 'Buy Credits' }).click();
}

/**
 * After Cancel on a checkout, whichever took the person there: back on the plans, the wallet still
 * empty, and /wallet with no history.
 */
export async function expectCancelledOnPlans(page: Page): Promise<void> {
  await expect(page).toHaveURL('/wallet-recharge');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  await expect(walletPanel(page).getByText('Recharge your wallet to start generating')).toBeVisible();
  await page.goto('/wallet');
  await expect(page.getByText('$0.00').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' })).toHaveCount(0);
}

/**
 * On the success page after paying for Starter, whichever checkout took the money: SPEC §2's success
 * text (a heading and its sentence), the sidebar's $5.00, and exactly one +$5.00 row in /wallet.
 */
export async function expectStarterCredited(page: Page): Promise<void> {
  const result = page.getByRole('region', { name: 'Recharge Successful!' });
  await expect(result.getByRole('heading', { level: 1, name: 'Recharge Successful!' })).toBeVisible();
  await expect(result.getByText('Your wallet has been successfully recharged.')).toBeVisible();
  await expect(walletPanel(page).getByText('Wallet balance')).toBeVisible();
  await expect(walletPanel(page).getByText('$5.00')).toBeVisible();

  await walletPanel(page)
    .getByRole('link', { name: /Wallet balance/ })
    .click();
  await expect(page).toHaveURL('/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByText('Starter')).toBeVisible();
  await expect(history.getByText('+$5.00')).toBeVisible();
}

/** A reply of the Chat Completions stand-in (tests/standins/openai.ts), e.g. `{ kind: 'server-error' }`. */
export type ModelReply = Reply;

/** Queues the stand-in model's answers to the next requests (a worker with `model: 'openai'`). */
export async function scriptModel(...replies: ModelReply[]): Promise<void> {
  const response = await fetch(`${standins().controlUrl}/openai/script`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(replies),
  });
  if (!response.ok) throw new Error('Could not script the model stand-in (is the worker on model: openai?)');
}

/** The requests the stand-in model received so far (path and model name), oldest first. */
export async function modelRequests(): Promise<{ path: string; model: unknown }[]> {
  const response = await fetch(`${standins().controlUrl}/openai/requests`);
  if (!response.ok) throw new Error('No model stand-in on this worker (use model: openai)');
  return (await response.json()) as { path: string; model: unknown }[];
}

/** What the stand-in model was sent: each request's messages as one JSON text, oldest first. */
export async function modelPrompts(): Promise<string[]> {
  const response = await fetch(`${standins().controlUrl}/openai/prompts`);
  if (!response.ok) throw new Error('No model stand-in on this worker (use model: openai)');
  return (await response.json()) as string[];
}

/** The loopback feed server's address (a `website` handle may name it: FETCH_ALLOW_LOOPBACK=1). */
export const feedsUrl = () => standins().feedsUrl;

/**
 * A delete waits behind its Undo toast for 5 s (app/src/lib/deferredDelete.ts). Dismissing the toast
 * sends it at once; this waits until the server has answered, so a test can read what is left.
 */
export async function sendPendingDelete(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await page.getByRole('button', { name: 'Dismiss', exact: true }).click();
  expect((await answered).ok()).toBe(true);
}

/** The e2e servers' resend cooldown (launch-server.ts passes it): short, so journeys wait little. */
export const RESEND_COOLDOWN_SECONDS = 1;

/**
 * A second code for the same address inside the server's resend cooldown is refused (429). A journey
 * that signs an address in through the API and then asks for another code for it waits the cooldown
 * out first (the e2e server's is RESEND_COOLDOWN_SECONDS, 1 s), however fast the machine is.
 */
export async function waitOutResendCooldown(page: Pick<Page, 'waitForTimeout'>): Promise<void> {
  await page.waitForTimeout(RESEND_COOLDOWN_SECONDS * 1000 + 100);
}
