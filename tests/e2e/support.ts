import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';

/** A profile as GET /api/user/info returns it once sign-in exists (issue 4); stubbed until then. */
export const profile = {
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  professional_title: 'Baker',
  background: '',
  target_audience: '',
  testimonials: '',
  language: 'en-US',
  your_handles: [],
  related_handles: [],
  profile_completion: 40,
  current_balance: 4.5,
};

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/**
 * Answers the start-up user-info call as for a signed-in person (the real endpoint answers 401
 * until sign-in lands) and counts the calls.
 */
export async function signIn(page: Page, data: Partial<typeof profile> = {}) {
  const calls = { userInfo: 0, logout: 0 };
  await page.route('**/api/user/info', (route) => {
    calls.userInfo += 1;
    return json(route, 200, { success: true, data: { ...profile, ...data } });
  });
  await page.route('**/api/user/logout', (route) => {
    calls.logout += 1;
    return json(route, 200, { success: true });
  });
  return calls;
}

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
type ReceivedMail = { to: string[]; subject: string; text: string; html: string; receivedAt: string };

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
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  const url = `${standins().controlUrl}/mail?to=${encodeURIComponent(to)}`;
  for (;;) {
    const mails = (await (await fetch(url)).json()) as ReceivedMail[];
    const mail = mails.find((m) => new Date(m.receivedAt) >= since);
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
