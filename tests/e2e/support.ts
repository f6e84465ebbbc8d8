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
