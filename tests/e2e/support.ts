import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Route } from '@playwright/test';

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
 * Shows a wallet balance no real account can have yet (a new account starts at $0.00 and no
 * credit path exists before payments land): the REAL user-info answer of the real session is
 * fetched and only its `current_balance` is replaced. Sign-in and the session stay real.
 */
export async function withBalance(page: Page, dollars: number) {
  await page.route('**/api/user/info', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { success: boolean; data?: Record<string, unknown> };
    if (body.data) body.data.current_balance = dollars;
    await route.fulfill({ response, json: body });
  });
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

/** Holds an API answer until `release()` is called, to see the loading state. */
export async function holdApi(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return { release: () => release() };
}

export const readStorage = (page: Page) =>
  page.evaluate(() => ({
    user: localStorage.getItem('user'),
    userData: sessionStorage.getItem('userData'),
    visited: sessionStorage.getItem('visited'),
  }));

type Standins = { controlUrl: string; smtpUrl: string; issuer: string };
type ReceivedMail = {
  to: string[];
  subject: string;
  replyTo?: string;
  text: string;
  html: string;
  receivedAt: string;
};

/** Where launch-server.ts put the stand-ins' control server (written before the edge started). */
function standins(): Standins {
  const dir = process.env.PLUME_E2E_DATA_DIR;
  if (!dir) throw new Error('PLUME_E2E_DATA_DIR is not set (run through tests/e2e/playwright.config.ts)');
  return JSON.parse(readFileSync(join(dir, 'e2e-standins.json'), 'utf8')) as Standins;
}

/** A fresh address per test, so parallel tests and their rate limits never meet. */
export function freshEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * The newest mail the SMTP stand-in received for `to` after `since` — the code is read from the
 * real mail, as a person would (issue 4, "Done means").
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
